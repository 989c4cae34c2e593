import { useT } from '@shop/i18n';
import { NAMESPACE } from '../../app/i18n';
import { PageLoading } from '../../components/page-loading';
import { StatusBlock } from '../../components/status-block';

/** Keys (`shell` namespace) of the fallback's texts. */
export const REMOTE_ERROR_TITLE = 'remote.errorTitle';
export const REMOTE_ERROR_HINT = 'remote.errorHint';

/** Shown while a remote's module downloads. */
export function RemoteLoading() {
  return <PageLoading />;
}

/** Shown when a remote could not be loaded; Retry re-attempts the load. */
export function RemoteError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT(NAMESPACE);
  return (
    <div data-testid="remote-error" role="alert">
      <StatusBlock
        tone="warning"
        title={t(REMOTE_ERROR_TITLE)}
        hint={t(REMOTE_ERROR_HINT)}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common:actions.retry')}
          </button>
        }
      />
    </div>
  );
}
