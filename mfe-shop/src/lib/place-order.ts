import { describeApiError, notify } from '@shop/api-client';
import type { PaymentMethod } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { useNavigate } from '@shop/router';
import { useCallback, useRef, useState } from 'react';

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

/** What an order call answers: the new order's id as `insertedId` (or the order, with its `_id`). */
export interface PlacedAnswer {
  insertedId?: string;
  _id?: string;
}

export interface PlaceOrder<Order> {
  /**
   * Sends the order once (a second call while one is under way does nothing) with its idempotency
   * key. Placed: the toast `order.placed`, `onPlaced`, then the page after the order; resolves true.
   * Refused or unanswered: the toast `order.failed` and the API's reason in `failure`; resolves false.
   */
  place: (order: Order, paymentMethod: PaymentMethod, onPlaced?: () => void) => Promise<boolean>;
  /** Why the last attempt was refused, in the customer's words; null after a success or a new try. */
  failure: string | null;
}

/**
 * Placing an order from a form (the product page's booking, the cart's checkout): one request per
 * attempt with its `Idempotency-Key`, the toasts of spec §8, the API's reason kept for the form to
 * show, and the navigation after the order (`pathAfterOrder`).
 */
export function usePlaceOrder<Order>(
  send: (order: Order, idempotencyKey: string) => Promise<PlacedAnswer | undefined>,
): PlaceOrder<Order> {
  const navigate = useNavigate();
  const { t } = useT('shop');
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const place = async (order: Order, paymentMethod: PaymentMethod, onPlaced?: () => void) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setFailure(null);
    try {
      const answer = await send(order, keys.keyFor(order));
      const orderId = answer?.insertedId ?? answer?._id;
      if (!orderId) {
        notify.error(t('order.failed'));
        return false;
      }
      keys.settled();
      notify.success(t('order.placed'));
      onPlaced?.();
      navigate(pathAfterOrder(orderId, paymentMethod));
      return true;
    } catch (error) {
      setFailure(describeApiError(error));
      notify.error(t('order.failed'));
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { place, failure };
}
