import {
  type ParcelCancelDecision,
  parcelCancelDecision,
  type ParcelExpiryHold,
  parcelExpiryHold,
} from './parcel-cancel-rule';
import { BOOKING_STATUSES } from './schemas/shipment.schema';
import { SHIPMENT_STATES, type ShipmentState } from './shipment-state';

const booked = (state: ShipmentState, consignmentId: string | null = '21A427TU4BN3R') => ({
  booking: 'booked' as const,
  state,
  ...(consignmentId ? { consignmentId } : {}),
});

describe('parcelCancelDecision: may the order be cancelled with its parcel?', () => {
  it('an order never booked, or whose booking failed, is cancelled as before', () => {
    expect(parcelCancelDecision(null, true)).toEqual({ kind: 'none' });
    expect(parcelCancelDecision(null, false)).toEqual({ kind: 'none' });
    for (const canCancel of [true, false]) {
      expect(parcelCancelDecision({ booking: 'failed', state: 'booked' }, canCancel)).toEqual({
        kind: 'none',
      });
    }
  });

  it('a booking under way or whose answer was lost may have the parcel with the courier: refused', () => {
    for (const booking of ['pending', 'unconfirmed'] as const) {
      for (const canCancel of [true, false]) {
        expect(parcelCancelDecision({ booking, state: 'booked' }, canCancel)).toEqual({
          kind: 'refuse',
          reason: 'booking-under-way',
        });
      }
    }
  });

  it('waiting for pickup: cancelled with the courier where its API can, else refused', () => {
    expect(parcelCancelDecision(booked('booked'), true)).toEqual({ kind: 'cancel-consignment' });
    expect(parcelCancelDecision(booked('booked'), false)).toEqual({
      kind: 'refuse',
      reason: 'no-api-cancel',
    });
    // Found by invoice after a lost answer, its consignment id not known yet: nothing to cancel by.
    expect(parcelCancelDecision(booked('booked', null), true)).toEqual({
      kind: 'refuse',
      reason: 'no-api-cancel',
    });
  });

  it.each<[ShipmentState, ParcelCancelDecision]>([
    ['cancelled', { kind: 'none' }],
    ['returned', { kind: 'none' }],
    ['picked_up', { kind: 'refuse', reason: 'with-courier' }],
    ['in_transit', { kind: 'refuse', reason: 'with-courier' }],
    ['on_hold', { kind: 'refuse', reason: 'with-courier' }],
    ['out_for_delivery', { kind: 'refuse', reason: 'with-courier' }],
    ['returning', { kind: 'refuse', reason: 'with-courier' }],
    ['unknown', { kind: 'refuse', reason: 'with-courier' }],
    ['delivered', { kind: 'refuse', reason: 'delivered' }],
    ['partially_delivered', { kind: 'refuse', reason: 'delivered' }],
    ['lost', { kind: 'refuse', reason: 'lost' }],
  ])('booked, now %s → %j, whether or not the courier can cancel', (state, expected) => {
    expect(parcelCancelDecision(booked(state), true)).toEqual(expected);
    expect(parcelCancelDecision(booked(state), false)).toEqual(expected);
  });

  it('every booking status × state × cancel call has a decision (none left out)', () => {
    for (const booking of BOOKING_STATUSES) {
      for (const state of SHIPMENT_STATES) {
        for (const canCancel of [true, false]) {
          const decision = parcelCancelDecision({ booking, state, consignmentId: 'c1' }, canCancel);
          expect(['none', 'cancel-consignment', 'refuse']).toContain(decision.kind);
          // A consignment is cancelled with the courier only while it waits for pickup.
          if (decision.kind === 'cancel-consignment') {
            expect([booking, state, canCancel]).toEqual(['booked', 'booked', true]);
          }
        }
      }
    }
  });
});

describe('parcelExpiryHold: may the system expire an unpaid order with its parcel?', () => {
  it('no parcel with a courier (never booked, booking failed, cancelled, back at the shop): expired', () => {
    expect(parcelExpiryHold(null)).toBeNull();
    expect(parcelExpiryHold({ booking: 'failed', state: 'booked' })).toBeNull();
    expect(parcelExpiryHold(booked('cancelled'))).toBeNull();
    expect(parcelExpiryHold(booked('returned'))).toBeNull();
  });

  it('a booking under way or whose answer was lost: kept', () => {
    expect(parcelExpiryHold({ booking: 'pending', state: 'booked' })).toBe('booking-under-way');
    expect(parcelExpiryHold({ booking: 'unconfirmed', state: 'booked' })).toBe('booking-under-way');
  });

  it('waiting for pickup: kept for the admin, even where the courier could cancel it (RedX)', () => {
    expect(parcelExpiryHold(booked('booked'))).toBe('waiting-for-pickup');
    expect(parcelExpiryHold(booked('booked', null))).toBe('waiting-for-pickup');
  });

  it.each<[ShipmentState, ParcelExpiryHold]>([
    ['picked_up', 'with-courier'],
    ['in_transit', 'with-courier'],
    ['on_hold', 'with-courier'],
    ['out_for_delivery', 'with-courier'],
    ['returning', 'with-courier'],
    ['unknown', 'with-courier'],
    ['delivered', 'delivered'],
    ['partially_delivered', 'delivered'],
    ['lost', 'lost'],
  ])('booked, now %s → kept (%s)', (state, expected) => {
    expect(parcelExpiryHold(booked(state))).toBe(expected);
  });

  it('expires exactly when a cancel would meet no parcel (every booking status × state)', () => {
    for (const booking of BOOKING_STATUSES) {
      for (const state of SHIPMENT_STATES) {
        const facts = { booking, state, consignmentId: 'c1' };
        for (const canCancel of [true, false]) {
          expect(parcelExpiryHold(facts) === null).toBe(
            parcelCancelDecision(facts, canCancel).kind === 'none',
          );
        }
      }
    }
  });
});
