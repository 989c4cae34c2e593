import { GoogleOutlined } from '@ant-design/icons';
import { apiBaseUrl, useProvidersQuery } from '@shop/api-client';
import { Button, Divider } from 'antd';

/**
 * 'Continue with Google': a full-page visit to the API, which comes back to
 * `/login?google=success&from=<path>`. Hidden when the server has no Google sign-in configured.
 */
export function GoogleButton({ from }: { from: string | undefined }) {
  const { data } = useProvidersQuery();
  if (!data?.google) return null;
  const start = () => {
    const query = from ? `?from=${encodeURIComponent(from)}` : '';
    window.location.assign(`${apiBaseUrl()}/auth/google${query}`);
  };
  return (
    <>
      <Divider plain>or</Divider>
      <Button block size="large" icon={<GoogleOutlined />} onClick={start}>
        Continue with Google
      </Button>
    </>
  );
}
