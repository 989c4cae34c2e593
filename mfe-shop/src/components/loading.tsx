/** Spec §4: a loading indicator while data is fetched. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="status-block" role="status" aria-live="polite" data-testid="loading">
      <div className="spinner" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
