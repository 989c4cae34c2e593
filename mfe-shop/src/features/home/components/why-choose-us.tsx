import { useT } from '@shop/i18n';
import { Link } from '@shop/router';
import './home.css';
import { HomeSection } from './home-section';

/** An item's icon: drawn by its CSS mask (`.home-icon--<name>` in home.css), in the item's colour. */
const svg = (name: 'delivery' | 'quality' | 'support') => (
  <svg
    className={`home-icon home-icon--${name}`}
    width="36"
    height="36"
    aria-hidden
    focusable="false"
  />
);

/** Home section 'Why choose us' (spec §2). */
export function WhyChooseUs() {
  const { t } = useT('shop');
  return (
    <HomeSection id="why-title" title={t('home.why.title')}>
      <ul className="why-grid">
        <li className="why-item">
          {svg('delivery')}
          <h3 className="why-item__title">{t('home.why.deliveryTitle')}</h3>
          <p className="why-item__text">{t('home.why.deliveryText')}</p>
        </li>
        <li className="why-item">
          {svg('quality')}
          <h3 className="why-item__title">{t('home.why.qualityTitle')}</h3>
          <p className="why-item__text">{t('home.why.qualityText')}</p>
        </li>
        <li className="why-item">
          {svg('support')}
          <h3 className="why-item__title">{t('home.why.supportTitle')}</h3>
          <p className="why-item__text">
            {t('home.why.supportText')} <Link to="/cService">{t('home.why.supportLink')}</Link>
          </p>
        </li>
      </ul>
    </HomeSection>
  );
}
