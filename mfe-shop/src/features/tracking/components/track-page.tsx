import { describeApiError } from '@shop/api-client';
import type { OrderTracking, TrackingCourier } from '@shop/contracts';
import { useFormat, useT } from '@shop/i18n';
import { formatOrderNumber } from '@shop/rules';
import { TrackingTimeline, type TrackingTimelineTexts } from '@shop/ui';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useTrackOrderMutation } from '../api/track-api';
import { type TrackFields, TrackForm } from './track-form';
import './track.css';

/** Why a look-up found nothing, in the page's words: the API says the same 404 for both fields. */
function useLookupError(error: unknown): string | null {
  const { t } = useT('shop');
  if (!error) return null;
  const status = (error as { status?: unknown }).status;
  if (status === 404) return t('track.notFound');
  if (status === 429) return describeApiError(error);
  return t('track.failed');
}

function TrackResult({ tracking }: { tracking: OrderTracking }) {
  const { t } = useT('shop');
  const common = useT('common').t;
  const f = useFormat();
  const texts = useMemo<TrackingTimelineTexts>(
    () => ({
      step: (step) => t(`track.steps.${step}`),
      notYet: t('track.notYet'),
      time: (iso) => f.dateTime(iso),
      courierName: (courier: TrackingCourier) => t(`track.couriers.${courier}`),
      courier: t('track.courier'),
      consignment: t('track.consignment'),
      trackOn: (courier) => t('track.trackOn', { courier }),
    }),
    [t, f],
  );
  return (
    <section className="track-card track-result" aria-live="polite" data-testid="track-result">
      <h2 className="track-card__title">
        {t('track.order')}{' '}
        <span translate="no" data-testid="track-number">
          {formatOrderNumber(tracking.number)}
        </span>
      </h2>
      <p className="track-result__district" data-testid="track-district">
        {t('track.goingTo', {
          district: common(`places.${tracking.district}`, { defaultValue: tracking.district }),
        })}
      </p>
      <TrackingTimeline tracking={tracking} texts={texts} />
    </section>
  );
}

/**
 * /track: anyone with an order number and the phone it was placed with sees where that order is
 * (the steps with their times, the courier, its consignment id and tracking link); nothing else of
 * the order. A wrong number and a wrong phone read the same.
 */
export function TrackPage() {
  const { t } = useT('shop');
  const [track, { data, error, isLoading, reset }] = useTrackOrderMutation();
  const problem = useLookupError(error);
  const submit = (fields: TrackFields) => {
    reset();
    void track({ number: fields.number.trim(), phone: fields.phone.trim() });
  };
  return (
    <div className="track-page">
      <PageHeader title={t('track.title')} lead={t('track.lead')} />
      <div className="track-layout">
        <section className="track-card" aria-label={t('track.title')}>
          <TrackForm busy={isLoading} onSubmit={submit} />
          {isLoading && (
            <p className="track-page__note" role="status">
              {t('track.looking')}
            </p>
          )}
          {problem && (
            <p
              className="form-field__error form-field__error--form"
              role="alert"
              data-testid="track-error"
            >
              {problem}
            </p>
          )}
        </section>
        {data && !isLoading && <TrackResult tracking={data} />}
      </div>
    </div>
  );
}
