import { SHOP_CONTACT, whatsappLink } from '@shop/contracts';
import { useCycle } from '../hooks/use-cycle';
import { ContactForm } from './contact-form';
import './contact.css';

/** Spec §2, §9: the banner cycles every 2 seconds among three dark shades. */
export const BANNER_SHADES = ['#0f172a', '#1e1b4b', '#052e2b'] as const;
export const BANNER_CYCLE_MS = 2000;

/** /cService (spec §2): Contact Us form, phone and email, social links. */
export function ContactPage() {
  const shade = useCycle(BANNER_SHADES.length, BANNER_CYCLE_MS);
  return (
    <div className="contact-page">
      <header
        className="contact-banner"
        data-testid="contact-banner"
        data-shade={shade}
        style={{ backgroundColor: BANNER_SHADES[shade] }}
      >
        <h1 className="contact-banner__title">Contact Us</h1>
        <p className="contact-banner__lead">
          Questions, complaints or a product you cannot find? Write to us: we reply within 24 hours.
        </p>
      </header>
      <div className="contact-layout">
        <section className="contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-card__title">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <aside className="contact-card" aria-labelledby="contact-reach-title">
          <h2 id="contact-reach-title" className="contact-card__title">
            Reach us directly
          </h2>
          <dl className="contact-details">
            <dt>Phone</dt>
            <dd>
              <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
            </dd>
            <dt>WhatsApp</dt>
            <dd>
              <a
                href={whatsappLink('Hello TechParts BD!')}
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat with us
              </a>
            </dd>
          </dl>
          <h3 className="contact-card__subtitle">Follow us</h3>
          <ul className="contact-social">
            {SHOP_CONTACT.social.map((page) => (
              <li key={page.name}>
                <a href={page.url} target="_blank" rel="noopener noreferrer">
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
