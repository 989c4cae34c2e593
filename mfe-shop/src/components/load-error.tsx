import { useT } from '@shop/i18n';

/**
 * A fetch that failed: what happened and a Retry button (the spec leaves failures open; a blank
 * page is not acceptable). The API's own message is toasted once by the store's middleware.
 */
export function LoadError({
  title,
  onRetry,
  retrying = false,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useT('shop');
  return (
    <div className="status-block" role="alert" data-testid="load-error">
      <h2 className="status-block__title">{title}</h2>
      <p className="status-block__text">{t('status.checkConnection')}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? t('status.retrying') : t('status.retry')}
      </button>
    </div>
  );
}
