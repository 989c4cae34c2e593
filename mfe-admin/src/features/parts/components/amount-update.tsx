import {
  type AmountTextProblem,
  parseWholeAmount,
  readAmountText,
  PRODUCT_MESSAGES,
  productPriceError,
  productQuantityError,
} from '@shop/rules';
import { useRuleMessage } from '@shop/ui';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';
import { useAdminT } from '../../../lib/i18n';

interface Props {
  /** What is updated (the accessible names say it). */
  what: 'price' | 'quantity';
  /** The product's name, for the accessible names. */
  partName: string;
  busy: boolean;
  /** Sends the new whole amount; resolves true when the API took it. */
  onUpdate: (amount: number) => Promise<boolean>;
}

const LABEL_KEYS = {
  price: { input: 'parts.update.newPrice', button: 'parts.update.updatePrice' },
  quantity: { input: 'parts.update.newQuantity', button: 'parts.update.updateQuantity' },
} as const;

/** The rule of the field (the API's): a price of at least ৳1, a quantity of 0 or more. */
const RULES = { price: productPriceError, quantity: productQuantityError } as const;

/** Messages that mean "not a number as the shop writes one": shown as our longer explanation. */
const NOT_A_NUMBER: ReadonlySet<string> = new Set([
  PRODUCT_MESSAGES.priceRequired,
  PRODUCT_MESSAGES.priceInvalid,
  PRODUCT_MESSAGES.quantityRequired,
  PRODUCT_MESSAGES.quantityInvalid,
]);

/** Typed text the rules cannot read for a reason of its own: that reason's message. */
const TEXT_PROBLEMS: Partial<Record<AmountTextProblem, string>> = {
  leadingZero: PRODUCT_MESSAGES.amountLeadingZero,
  grouping: PRODUCT_MESSAGES.amountGrouping,
};

/**
 * An Update Price / Update Quantity cell: a free-text input ('Enter Number', spec §5) and an Update
 * button. Bengali digits count as digits, and thousands separators are taken ("2,400", "২,৪০০",
 * "1,00,000": readAmountText in @shop/rules); the amount sent is the whole number read, so the API
 * sees a plain number. A leading zero or misplaced commas get their own message. While the value is valid, the amount that will be stored
 * is shown under the input ('Saved as ৳12': decimals are dropped, spec §4); a value the API would
 * refuse (not a number, a price below ৳1, above the maximum) is explained there instead (ours: the
 * spec shows none, but a shop must not store garbage) and nothing is sent. The input empties once
 * the API has taken the value.
 */
export function AmountUpdate({ what, partName, busy, onUpdate }: Props) {
  const { t } = useAdminT();
  const ruleMessage = useRuleMessage();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const errorId = useId();
  const savedId = useId();

  const read = readAmountText(value);
  const problem = read.problem && TEXT_PROBLEMS[read.problem];
  const typed = read.text ?? (read.problem === 'empty' ? '' : value.trim());
  const saved = !problem && typed && !RULES[what](typed) ? parseWholeAmount(typed) : undefined;

  const submit = async () => {
    const broken = problem ?? RULES[what](typed);
    if (broken !== undefined || saved === undefined) {
      setError(broken ?? PRODUCT_MESSAGES.priceInvalid);
      return;
    }
    setError(undefined);
    if (await onUpdate(saved)) setValue('');
  };

  const describedBy = error ? errorId : saved !== undefined ? savedId : undefined;

  return (
    <form
      className="parts__update"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="parts__update-row">
        <Input
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(undefined);
          }}
          placeholder={t('parts.update.placeholder')}
          inputMode="decimal"
          aria-label={t(LABEL_KEYS[what].input, { name: partName })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          status={error ? 'error' : undefined}
        />
        <Button
          htmlType="submit"
          loading={busy}
          aria-label={t(LABEL_KEYS[what].button, { name: partName })}
        >
          {t('parts.update.button')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="parts__update-error" role="alert">
          {NOT_A_NUMBER.has(error) ? t('parts.update.invalid') : ruleMessage(error)}
        </p>
      ) : (
        saved !== undefined && (
          <p id={savedId} className="parts__update-saved" aria-live="polite">
            {t(what === 'price' ? 'parts.update.savedAsPrice' : 'parts.update.savedAsQuantity', {
              amount: saved,
            })}
          </p>
        )
      )}
    </form>
  );
}
