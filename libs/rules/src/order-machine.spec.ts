import { ORDER_STATUSES, type OrderStatus, type PaymentStatus, type ReturnState } from '@shop/contracts';
import {
  availableEvents,
  canDo,
  MACHINE_ACTORS,
  type MachineActor,
  nextOrderState,
  nextReturnState,
  ORDER_EVENTS,
  ORDER_GUARDS,
  ORDER_MACHINE,
  type OrderEvent,
  type OrderFacts,
  PAYMENT_STATES,
  RETURN_EVENTS,
  RETURN_STATES,
  type ReturnEvent,
  transitionRow,
  workflowEventTo,
} from './order-machine';

/** Facts under which every guard of the event's rows holds (the full refund where it matters). */
const PASSING: Record<OrderEvent, OrderFacts> = {
  place: { subtotal: 100, total: 220, paymentMethod: 'cod' },
  confirm: { subtotal: 100, total: 220, paymentMethod: 'cod' },
  ship: { subtotal: 100, total: 220, paymentMethod: 'cod' },
  deliver: { subtotal: 100, total: 220, paymentMethod: 'cod' },
  cancel: { subtotal: 100, total: 220, paymentMethod: 'card', paidWith: 'card' },
  expire: { subtotal: 100, total: 220, paymentMethod: 'card', overdue: true },
  expire_unconfirmed: { subtotal: 100, total: 220, paymentMethod: 'cod', confirmOverdue: true },
  start_payment: { subtotal: 100, total: 220, paymentMethod: 'card', overdue: false },
  pay: { subtotal: 100, total: 220, paymentMethod: 'card' },
  pay_after_cancel: { subtotal: 100, total: 220, paymentMethod: 'card' },
  collect_cash: { subtotal: 100, total: 220, paymentMethod: 'cod' },
  refund: { subtotal: 100, total: 220, paymentMethod: 'card', paidWith: 'card', refundsAll: true },
  refund_succeeded: { subtotal: 100, total: 220, paymentMethod: 'card', refundsAll: true },
  refund_failed: { subtotal: 100, total: 220, paymentMethod: 'card', refundedBefore: false },
  refund_cash: { subtotal: 100, total: 220, paymentMethod: 'cod', paidWith: 'cash', refundsAll: true },
  refund_recorded: { subtotal: 100, total: 220, paymentMethod: 'card', paidWith: 'card', refundsAll: true },
  submit_wallet: { subtotal: 100, total: 220, paymentMethod: 'card', overdue: false },
  verify_wallet: { subtotal: 100, total: 220, paymentMethod: 'card' },
  reject_wallet: { subtotal: 100, total: 220, paymentMethod: 'card' },
  claim_expired: { subtotal: 100, total: 220, paymentMethod: 'card', claimOverdue: true },
};

/** A send-money payment: what the wallet rows need (PASSING covers the card and cash rows). */
const WALLET_PAID: OrderFacts = { subtotal: 100, total: 220, paymentMethod: 'card', paidWith: 'wallet', refundsAll: true };

/**
 * Every allowed move under PASSING facts: `event actor status payment → status payment`. Anything
 * not listed is refused.
 */
const ALLOWED = `
place customer pending unpaid → placed unpaid
place system pending unpaid → placed unpaid
confirm admin placed unpaid → confirmed unpaid
confirm admin placed verifying → confirmed verifying
confirm admin placed paid → confirmed paid
ship admin confirmed unpaid → shipped unpaid
ship admin confirmed verifying → shipped verifying
ship admin confirmed paid → shipped paid
ship system confirmed unpaid → shipped unpaid
ship system confirmed verifying → shipped verifying
ship system confirmed paid → shipped paid
deliver admin shipped unpaid → delivered unpaid
deliver admin shipped verifying → delivered verifying
deliver admin shipped paid → delivered paid
deliver system shipped unpaid → delivered unpaid
deliver system shipped verifying → delivered verifying
deliver system shipped paid → delivered paid
cancel customer placed unpaid → cancelled unpaid
cancel customer confirmed unpaid → cancelled unpaid
cancel admin placed unpaid → cancelled unpaid
cancel admin confirmed unpaid → cancelled unpaid
cancel admin shipped unpaid → cancelled unpaid
cancel admin placed paid → cancelled refund_pending
cancel admin confirmed paid → cancelled refund_pending
cancel admin shipped paid → cancelled refund_pending
cancel system confirmed unpaid → cancelled unpaid
cancel system shipped unpaid → cancelled unpaid
expire system placed unpaid → cancelled unpaid
expire system confirmed unpaid → cancelled unpaid
expire_unconfirmed system placed unpaid → cancelled unpaid
start_payment customer placed unpaid → placed unpaid
start_payment customer confirmed unpaid → confirmed unpaid
start_payment customer shipped unpaid → shipped unpaid
${['customer', 'admin', 'system']
  .flatMap((actor) =>
    ['placed', 'confirmed', 'shipped', 'delivered'].map(
      (status) => `pay ${actor} ${status} unpaid → ${status} paid`,
    ),
  )
  .join('\n')}
pay_after_cancel customer cancelled unpaid → cancelled refund_pending
pay_after_cancel admin cancelled unpaid → cancelled refund_pending
pay_after_cancel system cancelled unpaid → cancelled refund_pending
collect_cash admin delivered unpaid → delivered paid
collect_cash system delivered unpaid → delivered paid
${['placed', 'confirmed', 'shipped', 'delivered', 'cancelled']
  .flatMap((status) => [
    `refund admin ${status} paid → ${status} refund_pending`,
    `refund admin ${status} partially_refunded → ${status} refund_pending`,
    `refund_succeeded system ${status} refund_pending → ${status} refunded`,
    `refund_failed system ${status} refund_pending → ${status} paid`,
    `refund_recorded system ${status} paid → ${status} refunded`,
    `refund_recorded system ${status} partially_refunded → ${status} refunded`,
  ])
  .join('\n')}
refund_cash admin delivered paid → delivered refunded
refund_cash admin delivered partially_refunded → delivered refunded
submit_wallet customer placed unpaid → placed verifying
submit_wallet customer confirmed unpaid → confirmed verifying
submit_wallet customer shipped unpaid → shipped verifying
claim_expired system placed verifying → placed unpaid
claim_expired system confirmed verifying → confirmed unpaid
claim_expired system shipped verifying → shipped unpaid
${['placed', 'confirmed', 'shipped', 'delivered']
  .flatMap((status) => [
    `verify_wallet admin ${status} verifying → ${status} paid`,
    `reject_wallet admin ${status} verifying → ${status} unpaid`,
  ])
  .join('\n')}
`
  .trim()
  .split('\n')
  .map((line) => line.trim());

function key(event: OrderEvent, actor: MachineActor, status: OrderStatus, payment: PaymentStatus) {
  return `${event} ${actor} ${status} ${payment}`;
}

const expected = new Map(
  ALLOWED.map((line) => {
    const [from, to] = line.split(' → ');
    return [from, to] as const;
  }),
);

describe('ORDER_MACHINE: every status × payment state × event × actor', () => {
  const cases = ORDER_STATUSES.flatMap((status) =>
    PAYMENT_STATES.flatMap((payment) =>
      ORDER_EVENTS.flatMap((event) =>
        MACHINE_ACTORS.map((actor) => [event, actor, status, payment] as const),
      ),
    ),
  );

  it('lists only real states and events', () => {
    for (const line of expected.keys()) {
      const [event, actor, status, payment] = line.split(' ');
      expect(ORDER_EVENTS).toContain(event);
      expect(MACHINE_ACTORS).toContain(actor);
      expect(ORDER_STATUSES).toContain(status);
      expect(PAYMENT_STATES).toContain(payment);
    }
  });

  it.each(cases)('%s by %s from %s/%s', (event, actor, status, payment) => {
    const next = nextOrderState({ status, payment }, event, actor, PASSING[event]);
    const want = expected.get(key(event, actor, status, payment));
    expect(next ? `${next.status} ${next.payment}` : undefined).toBe(want);
  });

  it('never has two rows for the same state, actor and facts', () => {
    const factSets = [...Object.values(PASSING), WALLET_PAID, ...[...Object.values(PASSING), WALLET_PAID].map((facts) => ({
      ...facts,
      refundsAll: !facts.refundsAll,
      refundedBefore: !facts.refundedBefore,
      overdue: !facts.overdue,
      claimOverdue: !facts.claimOverdue,
      confirmOverdue: !facts.confirmOverdue,
    }))];
    for (const [event, actor, status, payment] of cases) {
      for (const facts of factSets) {
        const rows = ORDER_MACHINE.filter(
          (row) =>
            row.event === event &&
            row.from.includes(status) &&
            row.payment.includes(payment) &&
            row.by.includes(actor) &&
            (row.guards ?? []).every((guard) => ORDER_GUARDS[guard](facts)),
        );
        expect(rows.length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('every row names known guards and can fire', () => {
    for (const row of ORDER_MACHINE) {
      for (const guard of row.guards ?? []) expect(Object.keys(ORDER_GUARDS)).toContain(guard);
      expect(row.from.length).toBeGreaterThan(0);
      expect(row.payment.length).toBeGreaterThan(0);
      expect(row.by.length).toBeGreaterThan(0);
    }
  });
});

describe('ORDER_MACHINE guards', () => {
  const card = { subtotal: 100, total: 220, paymentMethod: 'card' } as const;

  it('the customer cancels only an order with a price; an admin any', () => {
    const state = { status: 'placed', payment: 'unpaid' } as const;
    expect(canDo(state, 'cancel', 'customer', { ...card, subtotal: 0 })).toBe(false);
    expect(canDo(state, 'cancel', 'customer', { ...card, subtotal: 1 })).toBe(true);
    expect(canDo(state, 'cancel', 'admin', { ...card, subtotal: 0 })).toBe(true);
  });

  it('an admin cancels a paid order only when a card paid it (cash is collected on delivery)', () => {
    const state = { status: 'shipped', payment: 'paid' } as const;
    expect(canDo(state, 'cancel', 'admin', { ...card, paidWith: 'cash' })).toBe(false);
    expect(canDo(state, 'cancel', 'admin', { ...card })).toBe(false);
    expect(canDo(state, 'cancel', 'admin', { ...card, paidWith: 'card' })).toBe(true);
  });

  it('only an overdue card order expires', () => {
    const state = { status: 'placed', payment: 'unpaid' } as const;
    expect(canDo(state, 'expire', 'system', { ...card, overdue: false })).toBe(false);
    expect(canDo(state, 'expire', 'system', { ...card })).toBe(false);
    expect(canDo(state, 'expire', 'system', { ...card, paymentMethod: 'cod', overdue: true })).toBe(
      false,
    );
    expect(canDo(state, 'expire', 'system', { ...card, overdue: true })).toBe(true);
  });

  it('a cash-on-delivery order not confirmed in time is cancelled; a confirmed or card one is not', () => {
    const cod = { ...card, paymentMethod: 'cod' } as const;
    const placed = { status: 'placed', payment: 'unpaid' } as const;
    expect(nextOrderState(placed, 'expire_unconfirmed', 'system', { ...cod, confirmOverdue: true })).toEqual({
      status: 'cancelled',
      payment: 'unpaid',
    });
    expect(canDo(placed, 'expire_unconfirmed', 'system', cod)).toBe(false);
    expect(canDo(placed, 'expire_unconfirmed', 'system', { ...card, confirmOverdue: true })).toBe(false);
    expect(canDo(placed, 'expire_unconfirmed', 'admin', { ...cod, confirmOverdue: true })).toBe(false);
    const confirmed = { status: 'confirmed', payment: 'unpaid' } as const;
    expect(canDo(confirmed, 'expire_unconfirmed', 'system', { ...cod, confirmOverdue: true })).toBe(false);
    const checking = { status: 'placed', payment: 'verifying' } as const;
    expect(canDo(checking, 'expire_unconfirmed', 'system', { ...cod, confirmOverdue: true })).toBe(false);
  });

  it('a send-money claim unchecked past its deadline goes back to unpaid (an open order only)', () => {
    const state = { status: 'confirmed', payment: 'verifying' } as const;
    expect(nextOrderState(state, 'claim_expired', 'system', { ...card, claimOverdue: true })).toEqual({
      status: 'confirmed',
      payment: 'unpaid',
    });
    expect(canDo(state, 'claim_expired', 'system', card)).toBe(false);
    expect(canDo(state, 'claim_expired', 'admin', { ...card, claimOverdue: true })).toBe(false);
    expect(canDo(state, 'claim_expired', 'customer', { ...card, claimOverdue: true })).toBe(false);
    expect(
      canDo({ status: 'delivered', payment: 'verifying' }, 'claim_expired', 'system', { ...card, claimOverdue: true }),
    ).toBe(false);
    expect(canDo({ status: 'placed', payment: 'unpaid' }, 'claim_expired', 'system', { ...card, claimOverdue: true })).toBe(
      false,
    );
  });

  it('a payment starts only with something to pay and before the window closes', () => {
    const state = { status: 'placed', payment: 'unpaid' } as const;
    expect(canDo(state, 'start_payment', 'customer', { ...card, total: 0 })).toBe(false);
    expect(canDo(state, 'start_payment', 'customer', { ...card, overdue: true })).toBe(false);
    expect(canDo(state, 'start_payment', 'customer', { ...card, paymentMethod: 'cod' })).toBe(true);
  });

  it('cash is collected only for a cash-on-delivery order', () => {
    const state = { status: 'delivered', payment: 'unpaid' } as const;
    expect(canDo(state, 'collect_cash', 'admin', card)).toBe(false);
    expect(canDo(state, 'collect_cash', 'admin', { ...card, paymentMethod: 'cod' })).toBe(true);
  });

  it('a card refund needs a card payment, a cash refund a cash one', () => {
    const state = { status: 'delivered', payment: 'paid' } as const;
    expect(canDo(state, 'refund', 'admin', { ...card, paidWith: 'cash' })).toBe(false);
    expect(canDo(state, 'refund_cash', 'admin', { ...card, paidWith: 'card' })).toBe(false);
    expect(canDo({ status: 'cancelled', payment: 'paid' }, 'refund_cash', 'admin', {
      ...card,
      paidWith: 'cash',
    })).toBe(false);
  });

  it('a send-money payment is claimed only with something to pay, before the window closes', () => {
    const state = { status: 'confirmed', payment: 'unpaid' } as const;
    expect(canDo(state, 'submit_wallet', 'customer', { ...card, total: 0 })).toBe(false);
    expect(canDo(state, 'submit_wallet', 'customer', { ...card, overdue: true })).toBe(false);
    expect(canDo(state, 'submit_wallet', 'admin', card)).toBe(false);
    expect(canDo(state, 'submit_wallet', 'customer', { ...card, paymentMethod: 'cod' })).toBe(true);
    expect(canDo({ status: 'delivered', payment: 'unpaid' }, 'submit_wallet', 'customer', card)).toBe(false);
  });

  it('while a wallet payment is checked nothing expires, cancels or pays it another way', () => {
    const state = { status: 'placed', payment: 'verifying' } as const;
    const overdue = { ...card, overdue: true };
    expect(canDo(state, 'expire', 'system', overdue)).toBe(false);
    expect(canDo(state, 'cancel', 'customer', card)).toBe(false);
    expect(canDo(state, 'cancel', 'admin', card)).toBe(false);
    expect(canDo(state, 'start_payment', 'customer', card)).toBe(false);
    expect(canDo(state, 'pay', 'system', card)).toBe(false);
    expect(canDo(state, 'submit_wallet', 'customer', card)).toBe(false);
    expect(availableEvents(state, 'admin', overdue)).toEqual(['confirm', 'verify_wallet', 'reject_wallet']);
    expect(nextOrderState(state, 'reject_wallet', 'admin', overdue)).toEqual({ status: 'placed', payment: 'unpaid' });
  });

  it('a wallet-paid order is cancelled with its payment kept, then refunded by hand', () => {
    const paid = { status: 'shipped', payment: 'paid' } as const;
    expect(nextOrderState(paid, 'cancel', 'admin', WALLET_PAID)).toEqual({ status: 'cancelled', payment: 'paid' });
    expect(canDo(paid, 'cancel', 'customer', WALLET_PAID)).toBe(false);
    expect(canDo(paid, 'refund', 'admin', WALLET_PAID)).toBe(false);
    for (const status of ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const) {
      expect(nextOrderState({ status, payment: 'paid' }, 'refund_cash', 'admin', WALLET_PAID)).toEqual({
        status,
        payment: 'refunded',
      });
      expect(
        nextOrderState({ status, payment: 'paid' }, 'refund_cash', 'admin', { ...WALLET_PAID, refundsAll: false }),
      ).toEqual({ status, payment: 'partially_refunded' });
    }
    expect(canDo({ status: 'cancelled', payment: 'refunded' }, 'refund_cash', 'admin', WALLET_PAID)).toBe(false);
  });

  it('a refund of some lines leaves the payment partially refunded', () => {
    const pending = { status: 'delivered', payment: 'refund_pending' } as const;
    expect(nextOrderState(pending, 'refund_succeeded', 'system', { ...card, refundsAll: false }))
      .toEqual({ status: 'delivered', payment: 'partially_refunded' });
    expect(
      nextOrderState({ status: 'delivered', payment: 'paid' }, 'refund_cash', 'admin', {
        ...card,
        paidWith: 'cash',
        refundsAll: false,
      }),
    ).toEqual({ status: 'delivered', payment: 'partially_refunded' });
  });

  it('a failed refund after an earlier one leaves it partially refunded', () => {
    const pending = { status: 'cancelled', payment: 'refund_pending' } as const;
    expect(nextOrderState(pending, 'refund_failed', 'system', { ...card, refundedBefore: true }))
      .toEqual({ status: 'cancelled', payment: 'partially_refunded' });
  });

  it('one refund at a time: nothing refunds an order whose refund is in flight or done', () => {
    for (const payment of ['refund_pending', 'refunded', 'unpaid'] as const) {
      expect(canDo({ status: 'cancelled', payment }, 'refund', 'admin', PASSING.refund)).toBe(false);
    }
  });

  it('answers the buttons to show', () => {
    expect(
      availableEvents({ status: 'placed', payment: 'unpaid' }, 'customer', {
        ...card,
        overdue: false,
      }),
    ).toEqual(['cancel', 'start_payment', 'pay', 'submit_wallet']);
    expect(availableEvents({ status: 'delivered', payment: 'refunded' }, 'admin', card)).toEqual([]);
  });

  it('knows nothing of a status or event read from outside', () => {
    expect(
      transitionRow({ status: 'failed' as OrderStatus, payment: 'unpaid' }, 'cancel', 'admin', card),
    ).toBeUndefined();
    expect(
      transitionRow({ status: 'placed', payment: 'unpaid' }, 'constructor' as OrderEvent, 'admin', card),
    ).toBeUndefined();
  });

  it('maps the admin status picker to events', () => {
    expect(workflowEventTo('confirmed')).toBe('confirm');
    expect(workflowEventTo('cancelled')).toBe('cancel');
    expect(workflowEventTo('pending')).toBeUndefined();
    expect(workflowEventTo('toString' as OrderStatus)).toBeUndefined();
  });
});

describe('RETURN_TRANSITIONS: every order status × line return state × event × actor', () => {
  const ALLOWED_RETURNS = new Map<string, ReturnState>([
    ['request_return customer none', 'requested'],
    ['approve_return admin requested', 'approved'],
    ['reject_return admin requested', 'rejected'],
    ['receive_return admin approved', 'received'],
    ['refund_return admin received', 'refunded'],
    ['refund_return system received', 'refunded'],
  ]);
  const cases = ORDER_STATUSES.flatMap((status) =>
    RETURN_STATES.flatMap((line) =>
      RETURN_EVENTS.flatMap((event) =>
        MACHINE_ACTORS.map((actor) => [status, line, event, actor] as const),
      ),
    ),
  );

  it.each(cases)('%s order, line %s: %s by %s', (status, line, event, actor) => {
    const want = status === 'delivered' ? ALLOWED_RETURNS.get(`${event} ${actor} ${line}`) : undefined;
    expect(nextReturnState({ status, withinReturnWindow: true }, line, event, actor)).toBe(want);
  });

  it('a return is requested only within the window; later steps go on after it', () => {
    const late = { status: 'delivered', withinReturnWindow: false } as const;
    expect(nextReturnState(late, 'none', 'request_return', 'customer')).toBeUndefined();
    expect(nextReturnState(late, 'requested', 'approve_return' as ReturnEvent, 'admin')).toBe(
      'approved',
    );
  });
});
