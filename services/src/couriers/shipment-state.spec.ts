import { FINAL_STATES, nextState, SHIPMENT_STATES, type ShipmentState } from './shipment-state';

describe('nextState', () => {
  const along: ShipmentState[] = [
    'booked',
    'picked_up',
    'in_transit',
    'out_for_delivery',
    'delivered',
  ];

  it('moves forward along the way, never back, whatever the event time', () => {
    for (let i = 0; i < along.length; i += 1) {
      for (let j = 0; j < along.length; j += 1) {
        for (const newer of [true, false]) {
          expect(nextState(along[i], along[j], newer)).toBe(j > i ? along[j] : null);
        }
      }
    }
  });

  it('never leaves a final state (except the rest of a partial delivery coming back)', () => {
    for (const final of FINAL_STATES) {
      for (const incoming of SHIPMENT_STATES) {
        const moved = nextState(final, incoming, true);
        if (
          final === 'partially_delivered' &&
          (incoming === 'returning' || incoming === 'returned')
        ) {
          expect(moved).toBe(incoming);
        } else {
          expect(moved).toBeNull();
        }
      }
    }
  });

  it('goes on hold and back only for a newer event', () => {
    expect(nextState('out_for_delivery', 'on_hold', true)).toBe('on_hold');
    expect(nextState('out_for_delivery', 'on_hold', false)).toBeNull();
    expect(nextState('on_hold', 'in_transit', true)).toBe('in_transit');
    expect(nextState('on_hold', 'out_for_delivery', false)).toBe('out_for_delivery');
    expect(nextState('on_hold', 'picked_up', false)).toBeNull();
    expect(nextState('on_hold', 'booked', true)).toBeNull();
  });

  it('an unknown or informational status never moves a shipment', () => {
    for (const current of SHIPMENT_STATES) {
      expect(nextState(current, 'unknown', true)).toBeNull();
      expect(nextState(current, null, true)).toBeNull();
    }
  });

  it('the same state again changes nothing', () => {
    for (const state of SHIPMENT_STATES) expect(nextState(state, state, true)).toBeNull();
  });
});
