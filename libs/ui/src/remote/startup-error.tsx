import { useT } from '@shop/i18n';

/** Shown when a standalone app cannot read its /config.json. No antd: the storefront uses it too. */
export function StartupError() {
  const { t } = useT('common');
  return (
    <p role="alert" style={{ padding: 24 }}>
      {t('standalone.startupError')}
    </p>
  );
}
