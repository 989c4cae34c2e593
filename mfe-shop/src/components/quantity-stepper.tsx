import { toAsciiDigits, useFormat } from '@shop/i18n';
import { unitsPerLineMessage } from '@shop/rules';
import { useRuleMessage, useTypedBeforeHydration } from '@shop/ui';
import { type ReactNode, useRef, useState } from 'react';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  id: string;
  value: number;
  /** The most that may be chosen (stock, or what is still addable). */
  max: number;
  /**
   * The units of one product one order may take (MAX_UNITS_PER_LINE of @shop/rules): the stepper
   * stops there too and says so, with the API's own message.
   */
  limit?: number;
  /** Units of this product already counted toward `limit` (those in the cart). */
  counted?: number;
  onChange: (value: number) => void;
  /** The input's label (visually hidden), and the names of the − and + buttons. */
  label: ReactNode;
  lessLabel: string;
  moreLabel: string;
}

/**
 * − [quantity] +, from 1 to `max` (and `limit`: at it, the limit's message shows under it). The number shows in the page's digits and may be typed in
 * either (০–৯ or 0–9); a field left empty while typing keeps the last quantity. Its stylesheet is
 * its own, so every page that shows it (the product page, the cart) is styled on a direct load.
 */
export function QuantityStepper({
  id,
  value,
  max: stock,
  limit,
  counted = 0,
  onChange,
  label,
  lessLabel,
  moreLabel,
}: QuantityStepperProps) {
  const f = useFormat();
  const ruleMessage = useRuleMessage();
  const max = limit === undefined ? stock : Math.min(stock, limit - counted);
  /** What is being typed, until it is a quantity; null shows `value`. */
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => onChange(Math.max(1, Math.min(max, Math.floor(next) || 1)));
  const take = (typed: string) => {
    const digits = toAsciiDigits(typed).replace(/[^0-9]/g, '');
    if (digits === '') {
      setDraft('');
      return;
    }
    setDraft(null);
    set(Number(digits));
  };
  const shown = draft ?? f.number(value).replace(/[,،]/g, '');
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, shown, take);
  const atLimit = limit !== undefined && value + counted >= limit;
  const limitId = `${id}-limit`;
  return (
    <div className="quantity">
      <button
        type="button"
        className="btn btn--small"
        aria-label={lessLabel}
        disabled={value <= 1}
        onClick={() => set(value - 1)}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="quantity__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        ref={inputRef}
        aria-describedby={atLimit ? limitId : undefined}
        value={shown}
        onChange={(event) => take(event.target.value)}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className="btn btn--small"
        aria-label={moreLabel}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </button>
      {atLimit && (
        <p id={limitId} className="quantity__limit" role="status">
          {ruleMessage(unitsPerLineMessage(limit))}
        </p>
      )}
    </div>
  );
}
