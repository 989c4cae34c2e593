import { useT } from '@shop/i18n';
import { Link } from '@shop/router';
import './home.css';
import { HomeIcon } from './home-icon';
import { HomeSection } from './home-section';

/** Home section 'Why choose us' (spec §2). */
export function WhyChooseUs() {
  const { t } = useT('shop');
  return (
    <HomeSection id="why-title" title={t('home.why.title')}>
      <ul className="why-grid">
        <li className="why-item">
          <HomeIcon name="delivery" size={36} />
          <h3 className="why-item__title">{t('home.why.deliveryTitle')}</h3>
          <p className="why-item__text">{t('home.why.deliveryText')}</p>
        </li>
        <li className="why-item">
          <HomeIcon name="quality" size={36} />
          <h3 className="why-item__title">{t('home.why.qualityTitle')}</h3>
          <p className="why-item__text">{t('home.why.qualityText')}</p>
        </li>
        <li className="why-item">
          <HomeIcon name="support" size={36} />
          <h3 className="why-item__title">{t('home.why.supportTitle')}</h3>
          <p className="why-item__text">
            {t('home.why.supportText')} <Link to="/cService">{t('home.why.supportLink')}</Link>
          </p>
        </li>
      </ul>
    </HomeSection>
  );
}
