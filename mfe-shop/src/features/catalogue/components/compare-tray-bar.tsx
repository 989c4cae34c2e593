import { assetUrl } from '@shop/api-client';
import { useFormat, useT } from '@shop/i18n';
import { Link } from '@shop/router';
import { useCompareTray } from '../hooks/use-compare-tray';
import { compareTray } from '../utils/compare-tray';
import { comparePath } from '../utils/compare-ids';
import './compare-tray.css';

/**
 * The compare tray: a small bar at the foot of the screen while it holds products — their
 * pictures (each with a remove button), "Compare (N)" to the compare page and Clear. Nothing at
 * all while the tray is empty.
 */
export function CompareTrayBar() {
  const { t } = useT('shop');
  const { language } = useFormat();
  const items = useCompareTray();
  if (items.length === 0) return null;
  const nameOf = (item: (typeof items)[number]) => (language === 'bn' && item.nameBn) || item.name;
  return (
    <>
      {/* Room at the end of the page, so that the bar never hides its last lines. */}
      <div className="compare-tray__spacer" aria-hidden="true" />
      <section
        className="compare-tray"
        aria-label={t('compare.tray.label')}
        data-testid="compare-tray"
      >
        <ul className="compare-tray__items">
          {items.map((item) => (
            <li key={item._id} className="compare-tray__item">
              <img
                className="compare-tray__image"
                src={assetUrl(item.img)}
                alt={nameOf(item)}
                width={44}
                height={44}
                loading="lazy"
              />
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={t('compare.tray.remove', { name: nameOf(item) })}
                onClick={() => compareTray.remove(item._id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="compare-tray__actions">
          {items.length > 1 ? (
            <Link
              to={comparePath(items.map((item) => item._id))}
              className="btn btn--primary btn--small"
            >
              {t('compare.tray.open', { count: items.length })}
            </Link>
          ) : (
            <span className="compare-tray__hint">{t('compare.tray.oneMore')}</span>
          )}
          <button type="button" className="btn btn--small" onClick={() => compareTray.clear()}>
            {t('compare.tray.clear')}
          </button>
        </div>
      </section>
    </>
  );
}
