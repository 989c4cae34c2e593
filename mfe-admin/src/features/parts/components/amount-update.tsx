import { parseWholeAmount } from '@shop/rules';
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

/**
 * An Update Price / Update Quantity cell: a free-text input ('Enter Number', spec §5) and an Update
 * button. A value that is not a valid amount (AMOUNT_PATTERN; decimals are dropped) is explained
 * under the input (ours: the spec shows none, but a shop must not store garbage) and nothing is
 * sent. The input empties once the API has taken the value.
 */
export function AmountUpdate({ what, partName, busy, onUpdate }: Props) {
  const { t } = useAdminT();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const submit = async () => {
    const amount = parseWholeAmount(value);
    if (amount === undefined) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (await onUpdate(amount)) setValue('');
  };

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
            if (invalid) setInvalid(false);
          }}
          placeholder={t('parts.update.placeholder')}
          inputMode="decimal"
          aria-label={t(LABEL_KEYS[what].input, { name: partName })}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          status={invalid ? 'error' : undefined}
        />
        <Button
          htmlType="submit"
          loading={busy}
          aria-label={t(LABEL_KEYS[what].button, { name: partName })}
        >
          {t('parts.update.button')}
        </Button>
      </div>
      {invalid && (
        <p id={errorId} className="parts__update-error" role="alert">
          {t('parts.update.invalid')}
        </p>
      )}
    </form>
  );
}
