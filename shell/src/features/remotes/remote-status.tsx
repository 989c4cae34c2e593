import { Button, Result, Spin } from 'antd';

export const REMOTE_ERROR_TITLE = 'This part of the shop could not be loaded.';
export const REMOTE_ERROR_HINT = 'Check your connection and try again.';

/** Shown while a remote's module downloads. */
export function RemoteLoading() {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="remote-loading__text">Loading…</span>
    </div>
  );
}

/** Shown when a remote could not be loaded; Retry re-attempts the load. */
export function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <div data-testid="remote-error" role="alert">
      <Result
        status="warning"
        title={REMOTE_ERROR_TITLE}
        subTitle={REMOTE_ERROR_HINT}
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}
