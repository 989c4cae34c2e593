import { SHOP_CONTACT, whatsappLink } from '@shop/contracts';
import { localizeDigits, useLanguage, useT } from '@shop/i18n';
import { useCycle } from '../hooks/use-cycle';
import { ContactForm } from './contact-form';
import './contact.css';

/** Spec §2, §9: the banner cycles every 2 seconds among three dark shades. */
export const BANNER_SHADES = ['#0f172a', '#1e1b4b', '#052e2b'] as const;
export const BANNER_CYCLE_MS = 2000;

/** /cService (spec §2): Contact Us form, phone and email, social links. */
export function ContactPage() {
  const shade = useCycle(BANNER_SHADES.length, BANNER_CYCLE_MS);
  const { t } = useT('shop');
  const language = useLanguage();
  return (
    <div className="contact-page">
      <header
        className="contact-banner"
        data-testid="contact-banner"
        data-shade={shade}
        style={{ backgroundColor: BANNER_SHADES[shade] }}
      >
        <h1 className="contact-banner__title">{t('contact.title')}</h1>
        <p className="contact-banner__lead">{t('contact.lead')}</p>
      </header>
      <div className="contact-layout">
        <section className="contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-card__title">
            {t('contact.formTitle')}
          </h2>
          <ContactForm />
        </section>
        <aside className="contact-card" aria-labelledby="contact-reach-title">
          <h2 id="contact-reach-title" className="contact-card__title">
            {t('contact.reachTitle')}
          </h2>
          <dl className="contact-details">
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={SHOP_CONTACT.phoneHref}>{localizeDigits(SHOP_CONTACT.phone, language)}</a>
            </dd>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${SHOP_CONTACT.email}`} translate="no">
                {SHOP_CONTACT.email}
              </a>
            </dd>
            <dt>{t('contact.whatsapp')}</dt>
            <dd>
              <a
                href={whatsappLink(t('contact.whatsappGreeting'))}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('contact.chat')}
              </a>
            </dd>
          </dl>
          <h3 className="contact-card__subtitle">{t('contact.follow')}</h3>
          <ul className="contact-social">
            {SHOP_CONTACT.social.map((page) => (
              <li key={page.name}>
                <a href={page.url} target="_blank" rel="noopener noreferrer" translate="no">
                  {page.name}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
