import { describeApiError, notify, useAuth } from '@shop/api-client';
import { Alert, Button } from 'antd';
import { AsEntered, Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import {
  useEmailConfirmationQuery,
  useResendConfirmationMutation,
} from '../api/email-confirmation-api';
import './email-confirmation-banner.css';

/**
 * Until the customer has opened the link mailed at sign-up, the shop sends them no order mails
 * (anybody could have typed their address): this says so, and sends the link again (a few times an
 * hour; the API says how long to wait after that). Nothing once the address is confirmed.
 */
export function EmailConfirmationBanner() {
  const { user } = useAuth();
  const { t } = useDashboardT();
  const { data } = useEmailConfirmationQuery(undefined, { skip: !user });
  const [resend, { isLoading, error }] = useResendConfirmationMutation();

  if (!data || data.confirmed) return null;

  const onResend = () => {
    resend()
      .unwrap()
      .then((answer) => {
        if (!answer.confirmed) notify.success(t('emailConfirmation.sent', { email: answer.email }));
      })
      .catch(() => undefined); // said under the banner
  };

  return (
    <Alert
      className="email-confirmation-banner"
      type="warning"
      showIcon
      role="region"
      aria-label={t('emailConfirmation.title')}
      title={t('emailConfirmation.title')}
      description={
        <>
          <p>
            <Message
              k="emailConfirmation.body"
              parts={{ email: <AsEntered>{data.email}</AsEntered> }}
            />
          </p>
          {error !== undefined && <p role="alert">{describeApiError(error)}</p>}
        </>
      }
      action={
        <Button size="small" onClick={onResend} loading={isLoading}>
          {t('emailConfirmation.resend')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
