import { FacebookFilled, InstagramFilled, LinkedinFilled, YoutubeFilled } from '@ant-design/icons';
import { SHOP_NAME } from './navbar';

/** Spec §2: static link columns with no destinations. */
export const FOOTER_COLUMNS = [
  {
    title: 'Services',
    items: ['Home delivery', 'Cash on delivery', 'Warranty support', 'Corporate orders'],
  },
  { title: 'Company', items: ['About us', 'Contact', 'Careers', 'Press kit'] },
  { title: 'Legal', items: ['Terms of use', 'Privacy policy', 'Cookie policy', 'Return policy'] },
] as const;

const SOCIAL = [
  { label: 'Facebook', icon: <FacebookFilled /> },
  { label: 'YouTube', icon: <YoutubeFilled /> },
  { label: 'Instagram', icon: <InstagramFilled /> },
  { label: 'LinkedIn', icon: <LinkedinFilled /> },
];

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__about">
          <strong className="footer__brand">{SHOP_NAME}</strong>
          <p>
            Original smart watches, earbuds, routers, kettles, phones and parts. Delivered
            nationwide within 72 hours, cash on delivery.
          </p>
          <div className="footer__social" aria-label="Social media">
            {SOCIAL.map((s) => (
              <span
                key={s.label}
                className="footer__social-icon"
                role="img"
                aria-label={s.label}
                title={s.label}
              >
                {s.icon}
              </span>
            ))}
          </div>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item} className="footer__item">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="footer__copyright">
        Copyright © {year} {SHOP_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
