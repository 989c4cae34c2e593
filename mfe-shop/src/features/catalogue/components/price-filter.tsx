import { localizeDigits, useFormat, useT } from '@shop/i18n';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { readPrice } from '../utils/listing-params';

export interface PriceFilterProps {
  /** The range chosen (whole taka), null for no bound. */
  min: number | null;
  max: number | null;
  /** Lowest and highest price the other filters leave: the slider's ends. */
  bounds: { min: number; max: number };
  onChange: (range: { min: number | null; max: number | null }) => void;
}

/**
 * The price range: two boxes that take ASCII or Bengali digits and a pair of sliders between the
 * cheapest and dearest product the other filters leave. A range is applied when a slider is let go,
 * on Enter in a box or with Apply, not at every keystroke.
 */
export function PriceFilter({ min, max, bounds, onChange }: PriceFilterProps) {
  const { t } = useT('shop');
  const format = useFormat();
  const id = useId();
  // The boxes show the page's digits (Bengali in Bengali) and take either kind.
  const { language } = format;
  const shown = (value: number | null) =>
    value === null ? '' : localizeDigits(String(value), language);
  const [low, setLow] = useState(shown(min));
  const [high, setHigh] = useState(shown(max));
  const [problem, setProblem] = useState(false);
  // The range this filter applied, until the listing's address hands it back: the address changes
  // in a transition, a render or more later (slower on a busy phone), and what was typed in the
  // boxes meanwhile must not be replaced by the range already applied.
  const applied = useRef<{ min: number | null; max: number | null }>(undefined);
  useEffect(() => {
    const sent = applied.current;
    applied.current = undefined;
    if (sent && sent.min === min && sent.max === max) return;
    const digits = (value: number | null) =>
      value === null ? '' : localizeDigits(String(value), language);
    setLow(digits(min));
    setHigh(digits(max));
    setProblem(false);
  }, [min, max, language]);

  const floor = Math.min(bounds.min, min ?? bounds.min);
  const ceiling = Math.max(bounds.max, max ?? bounds.max, floor);
  const lowValue = readPrice(low) ?? floor;
  const highValue = readPrice(high) ?? ceiling;

  const apply = (nextLow: string, nextHigh: string) => {
    const from = readPrice(nextLow);
    const to = readPrice(nextHigh);
    if (from !== null && to !== null && from > to) {
      setProblem(true);
      return;
    }
    setProblem(false);
    // A bound at the slider's end is no bound: the range then follows the catalogue.
    const range = {
      min: from !== null && from > floor ? from : null,
      max: to !== null && to < ceiling ? to : null,
    };
    if (range.min !== min || range.max !== max) applied.current = range;
    onChange(range);
  };
  const commit = () => apply(low, high);
  // Enter applies, as in a form; not a <form>: the listing's address changes in a transition,
  // which React would take for a form action.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className="price-filter">
      <div className="price-filter__boxes">
        <label className="price-filter__box" htmlFor={`${id}-min`}>
          <span>{t('filters.min')}</span>
          <input
            id={`${id}-min`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={format.number(floor)}
            value={low}
            aria-invalid={problem || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setLow(event.target.value)}
            onKeyDown={onEnter}
          />
        </label>
        <label className="price-filter__box" htmlFor={`${id}-max`}>
          <span>{t('filters.max')}</span>
          <input
            id={`${id}-max`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={format.number(ceiling)}
            value={high}
            aria-invalid={problem || undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setHigh(event.target.value)}
            onKeyDown={onEnter}
          />
        </label>
        <button type="button" className="btn btn--small price-filter__apply" onClick={commit}>
          {t('filters.applyPrice')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="price-filter__problem" role="alert">
          {t('filters.priceOrder')}
        </p>
      )}
      <div className="price-filter__sliders">
        <input
          type="range"
          min={floor}
          max={ceiling}
          value={Math.min(lowValue, highValue)}
          aria-label={t('filters.minSlider')}
          aria-valuetext={format.price(Math.min(lowValue, highValue))}
          onChange={(event) => setLow(shown(Math.min(Number(event.target.value), highValue)))}
          onPointerUp={commit}
          onKeyUp={commit}
        />
        <input
          type="range"
          min={floor}
          max={ceiling}
          value={Math.max(highValue, lowValue)}
          aria-label={t('filters.maxSlider')}
          aria-valuetext={format.price(Math.max(highValue, lowValue))}
          onChange={(event) => setHigh(shown(Math.max(Number(event.target.value), lowValue)))}
          onPointerUp={commit}
          onKeyUp={commit}
        />
      </div>
      <p className="price-filter__ends" aria-hidden="true">
        <span>{format.price(floor)}</span>
        <span>{format.price(ceiling)}</span>
      </p>
    </div>
  );
}
