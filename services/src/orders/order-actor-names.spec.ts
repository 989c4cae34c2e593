import type { Order } from '@shop/contracts';
import { unnamedActorIds, withActorNames } from './order-actor-names';

const ADMIN_ID = '665f1e0000000000000000a1';
const CUSTOMER_ID = '665f1e0000000000000000c1';
const GONE_ID = '665f1e0000000000000000d1';

const order = {
  _id: '665f2a0000000000000000a1',
  history: [
    { status: 'placed', at: '2026-11-20T10:00:00.000Z', byUserId: CUSTOMER_ID, byRole: 'customer' },
    { status: 'confirmed', at: '2026-11-20T11:00:00.000Z', byUserId: ADMIN_ID, byRole: 'admin', byName: 'Rahim (then)' },
    { status: 'shipped', at: '2026-11-20T12:00:00.000Z', byUserId: GONE_ID, byRole: 'admin' },
    { status: 'delivered', at: '2026-11-20T13:00:00.000Z', byRole: 'system' },
  ],
  returns: [
    {
      id: 'r1',
      steps: [
        { state: 'requested', at: '2026-11-21T10:00:00.000Z', byUserId: CUSTOMER_ID, byRole: 'customer' },
        { state: 'approved', at: '2026-11-21T11:00:00.000Z', byUserId: ADMIN_ID, byRole: 'admin' },
      ],
    },
  ],
} as unknown as Order;

describe('order actor names (issue 19)', () => {
  it('asks only for the accounts of entries written without a name, once each, never the system', () => {
    expect(unnamedActorIds([order]).sort()).toEqual([ADMIN_ID, CUSTOMER_ID, GONE_ID].sort());
    expect(unnamedActorIds([{ ...order, history: [], returns: undefined } as unknown as Order])).toEqual([]);
  });

  it('fills missing names, keeps the name written at the time, leaves removed accounts unnamed', () => {
    const names = new Map([
      [ADMIN_ID, 'Rahim Admin'],
      [CUSTOMER_ID, 'Karim Customer'],
    ]);
    const [named] = withActorNames([order], names);
    expect(named.history.map((entry) => entry.byName)).toEqual([
      'Karim Customer',
      'Rahim (then)',
      undefined,
      undefined,
    ]);
    expect(named.returns![0].steps.map((step) => step.byName)).toEqual([
      'Karim Customer',
      'Rahim Admin',
    ]);
    expect(order.history[0]).not.toHaveProperty('byName'); // the input is not changed
  });
});
