import { useT } from '@shop/i18n';
import { Link } from '@shop/router';
import './home.css';
import { HomeSection } from './home-section';

const svg = (path: string) => (
  <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);

/** Home section 'Why choose us' (spec §2). */
export function WhyChooseUs() {
  const { t } = useT('shop');
  return (
    <HomeSection id="why-title" title={t('home.why.title')}>
      <ul className="why-grid">
        <li className="why-item">
          {svg(
            'M1 5h13v10H1zm13 3h4.5L22 11.5V15h-8zM5 15.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm12 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
          )}
          <h3 className="why-item__title">{t('home.why.deliveryTitle')}</h3>
          <p className="why-item__text">{t('home.why.deliveryText')}</p>
        </li>
        <li className="why-item">
          {svg(
            'M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5zm-1.5 15.2-4-4 1.4-1.4 2.6 2.6 6-6 1.4 1.4z',
          )}
          <h3 className="why-item__title">{t('home.why.qualityTitle')}</h3>
          <p className="why-item__text">{t('home.why.qualityText')}</p>
        </li>
        <li className="why-item">
          {svg(
            'M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2v-9a9 9 0 0 0-9-9z',
          )}
          <h3 className="why-item__title">{t('home.why.supportTitle')}</h3>
          <p className="why-item__text">
            {t('home.why.supportText')} <Link to="/cService">{t('home.why.supportLink')}</Link>
          </p>
        </li>
      </ul>
    </HomeSection>
  );
}
