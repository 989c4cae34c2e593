import type { PaymentMethod } from '@shop/contracts';
import { useCallback, useRef } from 'react';

// The toasts of spec §8 are the `shop` messages `order.placed` ('Products booking successfully')
// and `order.failed` ('Failed to add the Products': no `insertedId`, or refused).

/**
 * Where the customer goes once an order is placed: the dashboard (spec §8), or for a card order the
 * payment page of that order.
 */
export function pathAfterOrder(orderId: string, paymentMethod: PaymentMethod): string {
  return paymentMethod === 'card'
    ? `/dashboard/payment/${encodeURIComponent(orderId)}`
    : '/dashboard';
}

/** A random RFC 4122 version 4 id (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /**
   * The key of this submission attempt: the same key as last time while the order asked for is the
   * same (a retry after a failure, a double click), a new one when it changed.
   */
  keyFor: (order: unknown) => string;
  /** The order was placed: the next submission is a new order with a new key. */
  settled: () => void;
}

/**
 * One `Idempotency-Key` per order attempt, so a retried or double-clicked submit creates one order
 * (the API answers the same order for the same key).
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const current = useRef<{ key: string; order: string } | null>(null);
  const keyFor = useCallback((order: unknown) => {
    const fingerprint = JSON.stringify(order);
    if (current.current?.order !== fingerprint) {
      current.current = { key: newIdempotencyKey(), order: fingerprint };
    }
    return current.current.key;
  }, []);
  const settled = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settled };
}
