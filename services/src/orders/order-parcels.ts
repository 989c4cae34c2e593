import type { AuthenticatedUser } from '../common';

/**
 * What an order's cancel asks of the parcel the order may have with a courier. Cancelling gives
 * the order's stock back, which is only true while the goods are at the shop; the couriers module
 * knows where the parcel is. It sits above orders (API_LAYERS in eslint.config.mjs), so it hands
 * itself in at start-up (`OrdersService.useParcels`); without it an order has no parcel.
 */
export interface OrderParcels {
  /**
   * Before an order's cancel is written (the machine allows it): null when no parcel is with a
   * courier; the consignment cancelled with the courier (audited with `actor`) when it waits for
   * pickup and the courier's API can cancel it; otherwise throws a 409 that says why, and nothing
   * is changed.
   */
  releaseForCancel(orderId: string, actor: AuthenticatedUser): Promise<ReleasedParcel | null>;

  /**
   * Before the system expires an unpaid order whose payment window closed: true when its parcel
   * is (or may be) with a courier — the order is then not expired (its stock would go back while
   * the goods leave) and the admin is told, once per parcel; false when nothing is in the way.
   * Never calls the courier.
   */
  keepFromExpiry(orderId: string): Promise<boolean>;
}

/** A consignment cancelled with the courier for an order's cancel: what became of the order. */
export interface ReleasedParcel {
  /** The order was cancelled: the parcel's cancellation needs nothing more. */
  settled(): Promise<void>;
  /**
   * The order's cancel was not written (changed meanwhile): the parcel's cancellation is left to
   * the admin like a courier's own (book the parcel again, or cancel the order).
   */
  abandoned(): Promise<void>;
}
