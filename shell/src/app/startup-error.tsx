import { useT } from '@shop/i18n';
import { StatusBlock } from '../components/status-block';
import { NAMESPACE } from './i18n';
import './styles.css';

/** Shown when the shop cannot start at all (its /config.json is missing or broken). */
export function StartupError() {
  const { t } = useT(NAMESPACE);
  return (
    <main className="page-center">
      <StatusBlock
        tone="error"
        title={t('startup.title')}
        hint={t('startup.hint')}
        action={
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {t('common:actions.reload')}
          </button>
        }
      />
    </main>
  );
}
