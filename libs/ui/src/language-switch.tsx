import { LANGUAGE_NAMES, LANGUAGES, setLanguage, useLanguage, useT } from '@shop/i18n';

export interface LanguageSwitchProps {
  /** The group's class: the shell's navbar and the standalone bar style it their own way. */
  className?: string;
}

/**
 * বাংলা / English: two toggle buttons (`aria-pressed` on the active one) in a group named
 * "Language". Each name is written in its own language (`lang`, and `translate="no"`: a language's
 * name is not translated). A click switches the whole page — shell and remotes — and remembers the
 * choice (cookie + localStorage, `<html lang>`).
 */
export function LanguageSwitch({ className = 'language-switch' }: LanguageSwitchProps) {
  const { t } = useT('common');
  const active = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={className}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          translate="no"
          className="language-switch__option"
          aria-pressed={language === active}
          onClick={() => {
            if (language !== active) void setLanguage(language);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
