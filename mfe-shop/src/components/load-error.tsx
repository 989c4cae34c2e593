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
  return (
    <div className="status-block" role="alert" data-testid="load-error">
      <h2 className="status-block__title">{title}</h2>
      <p className="status-block__text">Check your connection and try again.</p>
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
