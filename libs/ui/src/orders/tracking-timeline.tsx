import type { OrderTracking, TrackingCourier, TrackingStepName } from '@shop/contracts';
import type { ReactNode } from 'react';
import './tracking-timeline.css';

/** The words of the timeline, in the page's language (each remote has them in its own messages). */
export interface TrackingTimelineTexts {
  step: (step: TrackingStepName) => string;
  /** Under a step not reached yet. */
  notYet: string;
  /** A step's time as the page prints times (Bengali digits in Bengali). */
  time: (iso: string) => string;
  courierName: (courier: TrackingCourier) => string;
  /** "Courier", "Consignment": the labels of the parcel's lines. */
  courier: string;
  consignment: string;
  /** The link to the courier's own tracking page: "Track on Steadfast". */
  trackOn: (courierName: string) => string;
}

/**
 * An order's timeline (`OrderTracking`): each step with its time once reached, "not yet" otherwise,
 * then the courier, the consignment id and the courier's tracking link once a courier has the
 * parcel. A list that wraps: no width of its own, so it never makes a page scroll sideways.
 */
export function TrackingTimeline({
  tracking,
  texts,
  headingLevel = 3,
  title,
}: {
  tracking: OrderTracking;
  texts: TrackingTimelineTexts;
  /** Heading of `title`, when given. */
  headingLevel?: 2 | 3 | 4;
  title?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const parcel = tracking.parcel;
  const last = tracking.steps.reduce((found, step, index) => (step.reached ? index : found), -1);
  return (
    <section className="tracking-timeline" data-testid="tracking-timeline">
      {title && <Heading className="tracking-timeline__title">{title}</Heading>}
      <ol className="tracking-timeline__steps">
        {tracking.steps.map((step, index) => {
          const tone = step.step === 'cancelled' ? 'ended' : step.reached ? 'reached' : 'waiting';
          return (
            <li
              key={step.step}
              className={`tracking-timeline__step tracking-timeline__step--${tone}`}
              data-testid="tracking-step"
              data-step={step.step}
              data-reached={step.reached}
              aria-current={index === last ? 'step' : undefined}
            >
              <span className="tracking-timeline__dot" aria-hidden="true" />
              <span className="tracking-timeline__name">{texts.step(step.step)}</span>
              <span className="tracking-timeline__time">
                {step.at ? (
                  <time dateTime={step.at}>{texts.time(step.at)}</time>
                ) : step.reached ? null : (
                  texts.notYet
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {parcel && (
        <dl className="tracking-timeline__parcel" data-testid="tracking-parcel">
          <div>
            <dt>{texts.courier}</dt>
            <dd>{texts.courierName(parcel.courier)}</dd>
          </div>
          {parcel.consignmentId && (
            <div>
              <dt>{texts.consignment}</dt>
              <dd translate="no" data-testid="tracking-consignment">
                {parcel.consignmentId}
              </dd>
            </div>
          )}
          {parcel.trackingUrl && (
            <div>
              <dd>
                <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {texts.trackOn(texts.courierName(parcel.courier))}
                </a>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
