import { GoogleOutlined } from '@ant-design/icons';
import { apiBaseUrl, useProvidersQuery } from '@shop/api-client';
import { useT } from '@shop/i18n';
import { Button, Divider } from 'antd';
import { NAMESPACE } from '../../../app/i18n';

/**
 * 'Continue with Google': a full-page visit to the API, which comes back to
 * `/login?google=success&from=<path>`. Hidden when the server has no Google sign-in configured.
 */
export function GoogleButton({ from }: { from: string | undefined }) {
  const { data } = useProvidersQuery();
  const { t } = useT(NAMESPACE);
  if (!data?.google) return null;
  const start = () => {
    const query = from ? `?from=${encodeURIComponent(from)}` : '';
    window.location.assign(`${apiBaseUrl()}/auth/google${query}`);
  };
  return (
    <>
      <Divider plain>{t('auth.or')}</Divider>
      <Button block size="large" icon={<GoogleOutlined />} onClick={start}>
        {t('auth.google')}
      </Button>
    </>
  );
}
