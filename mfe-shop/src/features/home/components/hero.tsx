import { useLanguage, useT } from '@shop/i18n';
import { Link } from '@shop/router';
import heroGadgets from '../assets/hero-gadgets.svg';
import { useTypewriter } from '../hooks/use-typewriter';
import './home.css';

/**
 * The Bengali line typed in the banner: "Original gadgets, at your door in 72 hours". The spec's
 * typing animation is in Bengali, so it is typed in Bengali whatever the page's language.
 */
export const HERO_TYPED_TEXT = 'অরিজিনাল গ্যাজেট, ৭২ ঘণ্টায় আপনার দরজায়';

/**
 * The shop's promises (spec §1, §2): `home.hero.promises.<id>` in the page's language. The English
 * page keeps the Bengali beside each one (its subtitle); the Bengali page says it once.
 */
export const PROMISES = [
  { id: 'payOnDelivery', bn: 'ক্যাশ অন ডেলিভারি' },
  { id: 'freeDelivery', bn: 'যেকোনো দুটি পণ্যে ফ্রি ডেলিভারি' },
  { id: 'original', bn: '১০০% অরিজিনাল পণ্য' },
  { id: 'resolution', bn: 'যেকোনো সমস্যার পূর্ণ সমাধান' },
  { id: 'delivery', bn: '৭২ ঘণ্টার মধ্যে ডেলিভারি' },
] as const;

/** The typed line. The full text is reserved invisibly beneath it, so typing never moves the page. */
function TypingLine({ text }: { text: string }) {
  const typed = useTypewriter(text);
  return (
    <p className="hero__typing" lang="bn">
      <span className="visually-hidden">{text}</span>
      <span className="hero__typing-ghost" aria-hidden>
        {text}
      </span>
      <span className="hero__typing-text" aria-hidden data-testid="hero-typing">
        {typed}
        <span className="hero__caret" />
      </span>
    </p>
  );
}

/** Home banner (spec §2): typed Bengali line, the promises, 'Find it now' to /shops. */
export function Hero() {
  const { t } = useT('shop');
  const english = useLanguage() === 'en';
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <TypingLine text={HERO_TYPED_TEXT} />
        <h1 id="hero-title" className="hero__title">
          {t('home.hero.title')}
        </h1>
        <ul className="hero__promises" aria-label={t('home.hero.promisesLabel')}>
          {PROMISES.map((promise) => (
            <li key={promise.id}>
              <svg
                className="hero__tick"
                viewBox="0 0 16 16"
                width="16"
                height="16"
                aria-hidden
                focusable="false"
              >
                <path d="M6.2 11.2 2.9 7.9l-1.1 1.1 4.4 4.4 8-8-1.1-1.1z" fill="currentColor" />
              </svg>
              <span>
                {t(`home.hero.promises.${promise.id}`)}
                {english && (
                  <span className="hero__promise-bn" lang="bn">
                    {promise.bn}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <Link to="/shops" className="btn btn--large hero__cta">
          {t('home.hero.cta')}
        </Link>
      </div>
      <img
        className="hero__art"
        src={heroGadgets}
        alt=""
        width={420}
        height={360}
        decoding="async"
      />
    </section>
  );
}
