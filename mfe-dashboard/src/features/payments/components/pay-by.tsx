import { useFormat } from '@shop/i18n';
import { TimeLeft } from '../../../components/time-left';
import { useDashboardT } from '../../../lib/i18n';

/**
 * The payment window, where the amount is: the time left in large figures and what happens when
 * it ends ("If you don't pay by 14:32, the order is cancelled and the items go back on sale"),
 * the hour in the customer's language and digits.
 */
export function PayBy({ expiresAt, now }: { expiresAt: string; now: Date }) {
  const { t } = useDashboardT();
  const f = useFormat();
  // "28 Nov 2026, 14:32": the window is half an hour, so the hour says enough.
  const time = f.dateTime(expiresAt).split(', ').pop() ?? '';
  return (
    <div className="payment__pay-by" role="group" aria-label={t('payment.payByLabel')}>
      <p className="payment__pay-by-left">
        <TimeLeft expiresAt={expiresAt} now={now} />
      </p>
      <p className="payment__pay-by-text" data-testid="pay-by">
        {t('payment.payBy', { time })}
      </p>
    </div>
  );
}
