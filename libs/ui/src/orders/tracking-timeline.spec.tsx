import type { OrderTracking } from '@shop/contracts';
import { render, screen, within } from '@testing-library/react';
import { TrackingTimeline, type TrackingTimelineTexts } from './tracking-timeline';

const TEXTS: TrackingTimelineTexts = {
  step: (step) => `step:${step}`,
  notYet: 'Not yet',
  time: (iso) => `time:${iso}`,
  courierName: (courier) => `name:${courier}`,
  courier: 'Courier',
  consignment: 'Consignment',
  trackOn: (name) => `Track on ${name}`,
};

const SHIPPED: OrderTracking = {
  number: '0B3DF8',
  district: 'Dhaka',
  steps: [
    { step: 'placed', reached: true, at: '2026-11-20T08:00:00.000Z' },
    { step: 'confirmed', reached: true, at: '2026-11-20T09:00:00.000Z' },
    { step: 'handed_to_courier', reached: true, at: '2026-11-21T10:00:00.000Z' },
    { step: 'in_transit', reached: true },
    { step: 'out_for_delivery', reached: false },
    { step: 'delivered', reached: false },
  ],
  parcel: {
    courier: 'redx',
    consignmentId: '21A427TU4BN3R',
    trackingUrl: 'https://redx.com.bd/track-parcel/?trackingId=21A427TU4BN3R',
  },
};

describe('TrackingTimeline', () => {
  it('lists every step in order: reached ones with their time, the rest not yet; the last reached is current', () => {
    render(<TrackingTimeline tracking={SHIPPED} texts={TEXTS} />);
    const steps = screen.getAllByTestId('tracking-step');
    expect(steps.map((step) => step.textContent)).toEqual([
      'step:placedtime:2026-11-20T08:00:00.000Z',
      'step:confirmedtime:2026-11-20T09:00:00.000Z',
      'step:handed_to_couriertime:2026-11-21T10:00:00.000Z',
      // Reached, the courier skipping it: no time, and no "not yet".
      'step:in_transit',
      'step:out_for_deliveryNot yet',
      'step:deliveredNot yet',
    ]);
    expect(steps[3].getAttribute('aria-current')).toBe('step');
    expect(steps.filter((step) => step.getAttribute('aria-current'))).toHaveLength(1);
    expect(
      within(steps[0]).getByText('time:2026-11-20T08:00:00.000Z').getAttribute('datetime'),
    ).toBe('2026-11-20T08:00:00.000Z');
  });

  it("names the courier, the consignment and links the courier's page in a new tab", () => {
    render(<TrackingTimeline tracking={SHIPPED} texts={TEXTS} />);
    const parcel = screen.getByTestId('tracking-parcel');
    expect(parcel.textContent).toContain('Courier');
    expect(parcel.textContent).toContain('name:redx');
    expect(screen.getByTestId('tracking-consignment').textContent).toContain('21A427TU4BN3R');
    const link = screen.getByRole('link', { name: 'Track on name:redx' });
    expect(link.getAttribute('href')).toBe(SHIPPED.parcel?.trackingUrl);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('without a parcel, no courier lines; a cancelled order ends on its cancelled step', () => {
    render(
      <TrackingTimeline
        tracking={{
          number: '0B3DF8',
          district: 'Dhaka',
          steps: [
            { step: 'placed', reached: true, at: '2026-11-20T08:00:00.000Z' },
            { step: 'cancelled', reached: true, at: '2026-11-20T10:00:00.000Z' },
          ],
        }}
        texts={TEXTS}
        title="Tracking"
      />,
    );
    expect(screen.queryByTestId('tracking-parcel')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tracking' }).tagName).toBe('H3');
    const steps = screen.getAllByTestId('tracking-step');
    expect(steps.at(-1)?.className).toContain('tracking-timeline__step--ended');
    expect(steps.at(-1)?.getAttribute('aria-current')).toBe('step');
  });
});
