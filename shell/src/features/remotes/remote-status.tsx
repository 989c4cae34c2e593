import { PageLoading } from '../../components/page-loading';
import { StatusBlock } from '../../components/status-block';

export const REMOTE_ERROR_TITLE = 'This part of the shop could not be loaded.';
export const REMOTE_ERROR_HINT = 'Check your connection and try again.';

/** Shown while a remote's module downloads. */
export function RemoteLoading() {
  return <PageLoading />;
}

/** Shown when a remote could not be loaded; Retry re-attempts the load. */
export function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <div data-testid="remote-error" role="alert">
      <StatusBlock
        tone="warning"
        title={REMOTE_ERROR_TITLE}
        hint={REMOTE_ERROR_HINT}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            Retry
          </button>
        }
      />
    </div>
  );
}
