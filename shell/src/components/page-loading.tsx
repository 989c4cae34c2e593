import { useT } from '@shop/i18n';

/**
 * A page-sized loading indicator (uses the `.remote-loading` styles of the remote pages); `label`
 * is a translated text, 'Loading…' by default.
 */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useT('common');
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden />
      <span className="remote-loading__text">{label ?? t('status.loading')}</span>
    </div>
  );
}
