import type { ShipmentState } from '../couriers';
import {
  type TrackedOrder,
  type TrackedShipment,
  trackingTimeline,
  trackingUrl,
} from './tracking-timeline';

const PLACED = '2026-11-20T08:00:00.000Z';
const CONFIRMED = '2026-11-20T09:00:00.000Z';

function order(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    number: '0B3DF8',
    status: 'confirmed',
    district: 'Dhaka',
    createdAt: PLACED,
    history: [
      { status: 'placed', at: PLACED },
      { status: 'confirmed', at: CONFIRMED, byRole: 'admin' },
    ],
    ...overrides,
  };
}

function shipment(
  events: Array<[ShipmentState | null, string]>,
  overrides: Partial<TrackedShipment> = {},
): TrackedShipment {
  const applied = events.filter(([state]) => state !== null);
  return {
    courier: 'steadfast',
    booking: 'booked',
    state: applied.at(-1)?.[0] ?? 'booked',
    consignmentId: '1432198',
    trackingCode: '9a8b7c6d',
    events: events.map(([state, at]) => ({
      rawStatus: String(state),
      state,
      at,
      source: 'webhook',
      applied: true,
    })),
    ...overrides,
  };
}

const stepsOf = (tracking: ReturnType<typeof trackingTimeline>) =>
  tracking.steps.map((step) => [step.step, step.reached, step.at ?? null]);

describe('trackingTimeline', () => {
  it('a placed order: the six steps, only placed reached, at its history time', () => {
    const tracking = trackingTimeline(
      order({ status: 'placed', history: [{ status: 'placed', at: PLACED }] }),
    );
    expect(stepsOf(tracking)).toEqual([
      ['placed', true, PLACED],
      ['confirmed', false, null],
      ['handed_to_courier', false, null],
      ['in_transit', false, null],
      ['out_for_delivery', false, null],
      ['delivered', false, null],
    ]);
    expect(tracking).toEqual({ number: '0B3DF8', steps: expect.any(Array), district: 'Dhaka' });
  });

  it('an order without a placed entry in its history is placed when it was created', () => {
    expect(trackingTimeline(order({ status: 'placed', history: [] })).steps[0]).toEqual({
      step: 'placed',
      reached: true,
      at: PLACED,
    });
  });

  it("the courier's events give each step its first time; a booked parcel names courier, consignment and link", () => {
    const tracking = trackingTimeline(
      order({ status: 'shipped' }),
      shipment([
        ['booked', '2026-11-20T10:00:00.000Z'],
        ['picked_up', '2026-11-21T10:00:00.000Z'],
        ['in_transit', '2026-11-21T18:00:00.000Z'],
        ['on_hold', '2026-11-22T08:00:00.000Z'],
        ['in_transit', '2026-11-22T12:00:00.000Z'],
        ['out_for_delivery', '2026-11-23T09:00:00.000Z'],
      ]),
    );
    expect(stepsOf(tracking)).toEqual([
      ['placed', true, PLACED],
      ['confirmed', true, CONFIRMED],
      ['handed_to_courier', true, '2026-11-21T10:00:00.000Z'],
      ['in_transit', true, '2026-11-21T18:00:00.000Z'],
      ['out_for_delivery', true, '2026-11-23T09:00:00.000Z'],
      ['delivered', false, null],
    ]);
    expect(tracking.parcel).toEqual({
      courier: 'steadfast',
      consignmentId: '1432198',
      trackingUrl: 'https://steadfast.com.bd/t/9a8b7c6d',
    });
  });

  it('a step the courier skipped is reached at the time of the later state that implies it', () => {
    // Steadfast has no pickup status: its first word after booking is in transit.
    const tracking = trackingTimeline(
      order(),
      shipment([['in_transit', '2026-11-21T18:00:00.000Z']]),
    );
    expect(stepsOf(tracking).slice(2, 4)).toEqual([
      ['handed_to_courier', true, '2026-11-21T18:00:00.000Z'],
      ['in_transit', true, '2026-11-21T18:00:00.000Z'],
    ]);
  });

  it('an event that arrived late (out of order) still dates its step', () => {
    const tracking = trackingTimeline(
      order({ status: 'shipped' }),
      shipment([
        ['out_for_delivery', '2026-11-23T09:00:00.000Z'],
        ['picked_up', '2026-11-21T10:00:00.000Z'],
      ]),
    );
    expect(tracking.steps[2]).toEqual({
      step: 'handed_to_courier',
      reached: true,
      at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('an order the shop marked delivered by hand: every step reached, times where the history has them', () => {
    const delivered = '2026-11-24T15:00:00.000Z';
    const tracking = trackingTimeline(
      order({
        status: 'delivered',
        history: [
          { status: 'placed', at: PLACED },
          { status: 'confirmed', at: CONFIRMED },
          { status: 'shipped', at: '2026-11-21T08:00:00.000Z' },
          { status: 'delivered', at: delivered },
        ],
      }),
    );
    expect(stepsOf(tracking)).toEqual([
      ['placed', true, PLACED],
      ['confirmed', true, CONFIRMED],
      ['handed_to_courier', true, '2026-11-21T08:00:00.000Z'],
      ['in_transit', true, null],
      ['out_for_delivery', true, null],
      ['delivered', true, delivered],
    ]);
    expect(tracking.parcel).toBeUndefined();
  });

  it('a cancelled order ends on cancelled after the steps it reached', () => {
    const cancelled = '2026-11-20T11:00:00.000Z';
    const tracking = trackingTimeline(
      order({
        status: 'cancelled',
        history: [...order().history, { status: 'cancelled', at: cancelled }],
      }),
    );
    expect(stepsOf(tracking)).toEqual([
      ['placed', true, PLACED],
      ['confirmed', true, CONFIRMED],
      ['cancelled', true, cancelled],
    ]);
  });

  it('a parcel the customer refused ends on returned, without delivered', () => {
    const tracking = trackingTimeline(
      order({ status: 'shipped' }),
      shipment([
        ['picked_up', '2026-11-21T10:00:00.000Z'],
        ['out_for_delivery', '2026-11-23T09:00:00.000Z'],
        ['returning', '2026-11-23T18:00:00.000Z'],
        ['returned', '2026-11-25T12:00:00.000Z'],
      ]),
    );
    expect(stepsOf(tracking)).toEqual([
      ['placed', true, PLACED],
      ['confirmed', true, CONFIRMED],
      ['handed_to_courier', true, '2026-11-21T10:00:00.000Z'],
      ['in_transit', true, '2026-11-23T09:00:00.000Z'],
      ['out_for_delivery', true, '2026-11-23T09:00:00.000Z'],
      ['returned', true, '2026-11-25T12:00:00.000Z'],
    ]);
  });

  it('a delivered order whose return was received ends on returned', () => {
    const tracking = trackingTimeline(
      order({
        status: 'delivered',
        returns: [
          {
            id: 'r1',
            state: 'refunded',
            lines: [],
            reason: 'Broken',
            requestedAt: '2026-11-26T08:00:00.000Z',
            receivedAt: '2026-11-27T08:00:00.000Z',
            byUserId: 'u1',
            steps: [],
          },
        ],
      }),
    );
    expect(tracking.steps.at(-1)).toEqual({
      step: 'returned',
      reached: true,
      at: '2026-11-27T08:00:00.000Z',
    });
    expect(tracking.steps).toHaveLength(7);
  });

  it('a return only asked for (or refused) is no return', () => {
    const tracking = trackingTimeline(
      order({
        status: 'delivered',
        returns: [
          {
            id: 'r1',
            state: 'rejected',
            lines: [],
            reason: 'Changed my mind',
            requestedAt: '2026-11-26T08:00:00.000Z',
            byUserId: 'u1',
            steps: [],
          },
        ],
      }),
    );
    expect(tracking.steps.map((step) => step.step)).not.toContain('returned');
  });

  it.each([
    ['pending', 'booked'],
    ['failed', 'booked'],
    ['unconfirmed', 'booked'],
    ['booked', 'cancelled'],
  ] as const)('no parcel for a booking %s in state %s', (booking, state) => {
    const tracking = trackingTimeline(
      order(),
      shipment([['picked_up', '2026-11-21T10:00:00.000Z']], { booking, state }),
    );
    expect(tracking.parcel).toBeUndefined();
    expect(tracking.steps[2]).toEqual({ step: 'handed_to_courier', reached: false });
  });

  it('says nothing personal', () => {
    const tracking = trackingTimeline(
      {
        ...order(),
        name: 'Rahim',
        phone: '01712345678',
        address: 'House 1',
        email: 'r@x.com',
      } as TrackedOrder,
      shipment([]),
    );
    expect(Object.keys(tracking).sort()).toEqual(['district', 'number', 'parcel', 'steps']);
  });
});

describe('trackingUrl', () => {
  it.each([
    ['steadfast', { trackingCode: 'ab12cd34' }, 'https://steadfast.com.bd/t/ab12cd34'],
    ['steadfast', { consignmentId: '1432198' }, undefined],
    [
      'pathao',
      { consignmentId: 'DL281124AB12CD' },
      'https://merchant.pathao.com/tracking?consignment_id=DL281124AB12CD',
    ],
    [
      'redx',
      { consignmentId: '21A427TU4BN3R' },
      'https://redx.com.bd/track-parcel/?trackingId=21A427TU4BN3R',
    ],
    ['redx', {}, undefined],
  ] as const)('%s %j → %s', (courier, ids, url) => {
    expect(trackingUrl(courier, ids)).toBe(url);
  });

  it('escapes what a courier sent', () => {
    expect(trackingUrl('redx', { consignmentId: 'a/b?c' })).toBe(
      'https://redx.com.bd/track-parcel/?trackingId=a%2Fb%3Fc',
    );
  });
});
