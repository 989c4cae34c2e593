import { type OrderHistoryEntry, type Wallet, WALLET_NAMES } from '@shop/contracts';

/**
 * What a note of an order's history says, read from how the API writes them (order-lifecycle,
 * order-returns, order-refunds, order-wallet-claims), so the customer's and the admin's pages can
 * say it in the page's language. Pure: the words are each page's own.
 */
export type HistoryNote =
  /** Paid by card (Stripe or the sandbox) or in cash on delivery. */
  | { kind: 'paid'; by: 'card' | 'cash' }
  /** Paid through a wallet: its brand (bKash's checkout), or the checked claim's detail. */
  | { kind: 'paidByWallet'; wallet?: string; detail?: string }
  /** A step of a return, with the customer's reason or the shop's note. */
  | {
      kind: 'return';
      step: 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';
      damaged: boolean;
      note?: string;
    }
  /** A refund started (`done: false`) or paid back, in whole taka. */
  | { kind: 'refund'; amount: number; done: boolean }
  /** A cancel reason the page has words for. */
  | { kind: 'reason'; reason: 'notPaidInTime' | 'notConfirmedInTime' }
  /** Anything else, as the API noted it. */
  | { kind: 'text'; text: string };

/** An entry: the status it moved to (absent when it kept the one before), and its note. */
export interface HistoryEvent {
  status?: OrderHistoryEntry['status'];
  note?: HistoryNote;
}

const PAID = /^paid \((cash|stripe|sandbox)\)$/;
/** bKash's checkout ("paid (bkash)") or a checked send-money claim ("paid (wallet): Nagad TrxID … verified"). */
const PAID_BY_WALLET = /^paid \((bkash|nagad|rocket|wallet)\)(?::\s*(.*))?$/s;
const RETURN_STEP =
  /^return (requested|approved|rejected|received|refunded)( \(damaged\))?(?::\s*(.*))?$/s;
/** "refund of ৳38500: reason" (started) and "refunded ৳38500 (stripe re_…)" (paid back). */
const REFUND = /^(refund of|refunded) ৳\s?(\d+)\b/;
const REASONS: Record<string, 'notPaidInTime' | 'notConfirmedInTime'> = {
  'not paid in time': 'notPaidInTime',
  'not confirmed by the shop in time': 'notConfirmedInTime',
};

export function historyNote(note: string): HistoryNote {
  const byWallet = PAID_BY_WALLET.exec(note);
  if (byWallet) {
    return byWallet[1] === 'wallet'
      ? { kind: 'paidByWallet', ...(byWallet[2] ? { detail: byWallet[2] } : {}) }
      : { kind: 'paidByWallet', wallet: WALLET_NAMES[byWallet[1] as Wallet] };
  }
  const paid = PAID.exec(note);
  if (paid) return { kind: 'paid', by: paid[1] === 'cash' ? 'cash' : 'card' };
  const step = RETURN_STEP.exec(note);
  if (step) {
    return {
      kind: 'return',
      step: step[1] as 'requested',
      damaged: Boolean(step[2]),
      ...(step[3] ? { note: step[3] } : {}),
    };
  }
  const refund = REFUND.exec(note);
  if (refund) return { kind: 'refund', amount: Number(refund[2]), done: refund[1] === 'refunded' };
  if (REASONS[note]) return { kind: 'reason', reason: REASONS[note] };
  return { kind: 'text', text: note };
}

/** `entry` read against the entry before it: the same status again is an event on the order. */
export function historyEvent(
  entry: Pick<OrderHistoryEntry, 'status' | 'note'>,
  previous?: Pick<OrderHistoryEntry, 'status'>,
): HistoryEvent {
  const note = entry.note?.trim();
  return {
    ...(!previous || previous.status !== entry.status ? { status: entry.status } : {}),
    ...(note ? { note: historyNote(note) } : {}),
  };
}

/**
 * A note as the API wrote it, made readable: amounts in the shop's format and the page's digits
 * ("৳38500" → "৳38,500", "৳৩৮,৫০০"), wallets by their brand names ("bkash" → "bKash").
 */
export function readableNote(note: string, price: (amount: number) => string): string {
  return note
    .replace(/৳\s?(\d+)/g, (_match, amount: string) => price(Number(amount)))
    .replace(
      /\b(bkash|nagad|rocket)\b/gi,
      (name: string) => WALLET_NAMES[name.toLowerCase() as Wallet] ?? name,
    );
}
