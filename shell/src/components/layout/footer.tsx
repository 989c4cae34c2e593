import { SHOP_CONTACT } from '@shop/contracts';
import { localizeDigits, useLanguage, useT } from '@shop/i18n';
import { Link } from '@shop/router';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../../app/i18n';
import { SHOP_NAME } from './navbar';

/**
 * Spec §2: static link columns with no destinations (plain text, not links). Keys of the `shell`
 * namespace: `footer.columns.<id>.title` and `footer.columns.<id>.<item>` ('Services': 'Home
 * delivery', ...; 'Company': 'About us', ...; 'Legal': 'Terms of use', ... in English).
 */
export const FOOTER_COLUMNS = [
  { id: 'services', items: ['homeDelivery', 'cashOnDelivery', 'warranty', 'corporate'] },
  { id: 'company', items: ['about', 'contact', 'careers', 'press'] },
  { id: 'legal', items: ['terms', 'privacy', 'cookies', 'returns'] },
] as const;

type SocialName = (typeof SHOP_CONTACT.social)[number]['name'];

/** Icons of the shop's social pages, whose addresses are in SHOP_CONTACT (@shop/contracts). */
const SOCIAL_ICONS: Record<SocialName, ReactNode> = {
  Facebook: (
    <path
      d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21z"
      fill="currentColor"
    />
  ),
  YouTube: (
    <>
      <rect x="2.5" y="6" width="19" height="12" rx="3.5" fill="currentColor" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="#0f172a" />
    </>
  ),
  Instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </>
  ),
};

/** The footer's social links: the same pages as Contact Us. */
export const SOCIAL_LINKS: Array<{ label: string; href: string; icon: ReactNode }> =
  SHOP_CONTACT.social.map((page) => ({
    label: page.name,
    href: page.url,
    icon: SOCIAL_ICONS[page.name],
  }));

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useT(NAMESPACE);
  const language = useLanguage();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <strong className="footer__brand" translate="no">
            {SHOP_NAME}
          </strong>
          <p>{t('footer.about')}</p>
          <ul className="footer__social" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  className="footer__social-icon"
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  title={social.label}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
                    {social.icon}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.id} className="footer__column">
            <h2 className="footer__title">{t(`footer.columns.${column.id}.title`)}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item} className="footer__item">
                  {t(`footer.columns.${column.id}.${item}`)}
                </li>
              ))}
              {/* The one page of the columns: where an order is, by its number and phone. */}
              {column.id === 'services' && (
                <li className="footer__item">
                  <Link className="footer__link" to="/track">
                    {t('footer.track')}
                  </Link>
                </li>
              )}
            </ul>
          </div>
        ))}
      </div>
      <p className="footer__copyright">
        {t('footer.copyright', {
          copyrightYear: localizeDigits(String(year), language),
          name: SHOP_NAME,
        })}
      </p>
    </footer>
  );
}
