import { parseWholeAmount } from '@shop/rules';
import { Button, Input } from 'antd';
import { useId, useState } from 'react';

/** Spec §5: the update inputs are free text with this placeholder. */
export const UPDATE_PLACEHOLDER = 'Enter Number';
/** Ours (the spec shows none): a shop must not store garbage. */
export const INVALID_NUMBER_MESSAGE =
  'Enter a number such as 1250 (no signs, letters or leading zeros); nothing was changed.';

interface Props {
  /** What is updated, for the accessible names: "price" or "quantity". */
  what: string;
  /** The product's name, for the accessible names. */
  partName: string;
  busy: boolean;
  /** Sends the new whole amount; resolves true when the API took it. */
  onUpdate: (amount: number) => Promise<boolean>;
}

/**
 * An Update Price / Update Quantity cell: a free-text input ('Enter Number') and an Update button.
 * A value that is not a valid amount (AMOUNT_PATTERN; decimals are dropped) is explained under the
 * input and nothing is sent. The input empties once the API has taken the value.
 */
export function AmountUpdate({ what, partName, busy, onUpdate }: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = async () => {
    const amount = parseWholeAmount(value);
    if (amount === undefined) {
      setError(INVALID_NUMBER_MESSAGE);
      return;
    }
    setError(null);
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
            if (error) setError(null);
          }}
          placeholder={UPDATE_PLACEHOLDER}
          inputMode="decimal"
          aria-label={`New ${what} of ${partName}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          status={error ? 'error' : undefined}
        />
        <Button htmlType="submit" loading={busy} aria-label={`Update ${what} of ${partName}`}>
          Update
        </Button>
      </div>
      {error && (
        <p id={errorId} className="parts__update-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
