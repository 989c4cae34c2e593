import type { ProductOption, ProductVariant } from '@shop/contracts';
import { useFormat, useT } from '@shop/i18n';
import { Link } from '@shop/router';
import type { MouseEvent } from 'react';
import { valueChoices } from '../utils/variant-choice';
import './variant-picker.css';

/**
 * A chip per value of each option (a swatch for colours). Each is a link to the variant it leads
 * to (the page's address with `?v=<sku>`), so the choice works before the page's script has loaded
 * and the address can be shared; with the script, `onChoose` takes the click instead (the link's
 * own navigation is prevented: the router would scroll the page to its top). A combination that is not made, or
 * sold out, is shown disabled with its reason.
 */
export function VariantPicker({
  options,
  variants,
  current,
  onChoose,
}: {
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  current: ProductVariant;
  onChoose: (sku: string) => void;
}) {
  const { t } = useT('shop');
  const { language } = useFormat();
  if (options.length === 0) return null;
  return (
    <div className="variant-picker" data-testid="variant-picker">
      {options.map((option, index) => {
        const name = option.name[language];
        const chosen = option.values.find((value) => value.key === current.values[index]);
        const choices = valueChoices(options, variants, current, index);
        return (
          <div
            key={option.key}
            className="variant-picker__option"
            role="group"
            aria-labelledby={`variant-option-${option.key}`}
          >
            <p id={`variant-option-${option.key}`} className="variant-picker__name">
              {name}
              {chosen && (
                <>
                  : <strong>{chosen.label[language]}</strong>
                </>
              )}
            </p>
            <ul className="variant-picker__values">
              {choices.map((choice) => {
                const value = option.values.find((candidate) => candidate.key === choice.key)!;
                const label = value.label[language];
                const swatch =
                  option.kind === 'colour' && value.swatch ? (
                    <span
                      className="variant-picker__swatch"
                      style={{ backgroundColor: value.swatch }}
                      aria-hidden="true"
                    />
                  ) : null;
                const className = `variant-picker__chip${option.kind === 'colour' ? ' variant-picker__chip--colour' : ''}`;
                if (choice.unavailable) {
                  const reason = t(`product.variant.${choice.unavailable}`);
                  return (
                    <li key={choice.key}>
                      <span
                        className={`${className} variant-picker__chip--unavailable`}
                        aria-disabled="true"
                        title={reason}
                      >
                        {swatch}
                        <span>{label}</span>
                        <span className="variant-picker__reason">{reason}</span>
                      </span>
                    </li>
                  );
                }
                return (
                  <li key={choice.key}>
                    <Link
                      // The page's own path (with its /bn prefix) and the variant: a full address.
                      to={{ search: `?v=${encodeURIComponent(choice.sku!)}` }}
                      className={className}
                      aria-current={choice.selected ? 'true' : undefined}
                      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                          return;
                        event.preventDefault();
                        onChoose(choice.sku!);
                      }}
                    >
                      {swatch}
                      <span>{label}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
