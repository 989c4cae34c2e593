/** A page-sized loading indicator (uses the `.remote-loading` styles of the remote pages). */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span className="remote-loading__text">{label}</span>
    </div>
  );
}
