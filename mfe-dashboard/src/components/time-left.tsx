import { localizeDigits, useFormat } from '@shop/i18n';
import { useDashboardT } from '../lib/i18n';
import { formatCountdown, msLeft } from '../lib/use-now';
import './time-left.css';

/**
 * The time left to pay an unpaid card order ("29:41 left to pay"), or that its payment window is
 * over. The caller owns the clock (`useNow(expiresAt)`), so the same `now` decides whether a Pay
 * button is still shown.
 */
export function TimeLeft({ expiresAt, now }: { expiresAt: string; now: Date }) {
  const { t } = useDashboardT();
  const { language } = useFormat();
  const left = msLeft(expiresAt, now) ?? 0;
  if (left <= 0) {
    return (
      <span className="time-left time-left--over" data-testid="time-left" role="status">
        {t('timeLeft.over')}
      </span>
    );
  }
  return (
    <span className="time-left" data-testid="time-left">
      {t('timeLeft.left', { time: localizeDigits(formatCountdown(left), language) })}
    </span>
  );
}
