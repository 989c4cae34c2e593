import { useT } from '@shop/i18n';

/** Spec §4: a loading indicator while data is fetched ('Loading…' unless told what loads). */
export function Loading({ label }: { label?: string }) {
  const { t } = useT('shop');
  return (
    <div className="status-block" role="status" aria-live="polite" data-testid="loading">
      <div className="spinner" aria-hidden />
      <span>{label ?? t('status.loading')}</span>
    </div>
  );
}
