import { useT } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from '../../../app/i18n';
import { useConfirmEmailMutation } from '../api/email-confirmation-api';
import { AccountPage } from './account-page';
import { FormError } from './form-error';

/**
 * Where the sign-up mail's link leads (`/confirm-email?token=…`, `/bn/confirm-email?token=…` in
 * Bengali): sends the token once and says what came of it. The link works once; a wrong, used or
 * expired one says so and points to the dashboard, which can send a new one.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useT(NAMESPACE);
  const [confirmEmail, { data, error, isUninitialized, isLoading }] = useConfirmEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, also under React's strict double effects: the link is single-use.
    if (sent.current || !token) return;
    sent.current = true;
    void confirmEmail({ token });
  }, [confirmEmail, token]);

  const missing = !token;
  return (
    <AccountPage title={t('auth.confirmEmail.title')}>
      {!missing && (isUninitialized || isLoading) && (
        <p className="account-page__lead" role="status">
          <Spin size="small" /> {t('auth.confirmEmail.checking')}
        </p>
      )}
      {data?.confirmed && (
        <p className="account-page__lead" role="status">
          {t('auth.confirmEmail.done', { email: data.email })}
        </p>
      )}
      {missing ? (
        <p className="account-page__error" role="alert">
          {t('auth.confirmEmail.missing')}
        </p>
      ) : (
        <FormError error={error} />
      )}
      <p className="account-page__links">
        <Link to="/dashboard">{t('auth.confirmEmail.toDashboard')}</Link>
      </p>
    </AccountPage>
  );
}
