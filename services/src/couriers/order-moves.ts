import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { OrderNotFoundError } from '../common';
import type { AppConfig } from '../config';
import { type CourierStep, type CourierStepOutcome, OrdersService } from '../orders';
import { COURIER_LABELS } from './courier-errors';
import { Couriers } from './couriers';
import { type OrderMove, ShipmentsService } from './shipments.service';

/** How long a claimed move is this process's before another may take it over (it died). */
export const ORDER_MOVE_LEASE_MS = 60_000;
/** Moves carried out in one run at most (the next run, or the next event, goes on). */
const MOVES_PER_RUN = 200;

/**
 * The order follows its parcel. Every shipment state change leaves a move in the shipments'
 * outbox (`orderMovePending`, written with the state); this worker claims each (a lease, so
 * several API processes share the work), asks the orders module for the steps that state means,
 * and marks the move done. A process that dies between the two leaves the move to be claimed
 * again when its lease ends: every step is keyed on the order (`<shipment>:<step>`), so carrying
 * it out again changes nothing.
 *
 * - picked up, in transit, on hold, coming back → shipped
 * - out for delivery → shipped, and the customer's "out for delivery" message
 * - delivered → shipped, delivered; a cash-on-delivery order's cash is recorded (paid) once the
 *   courier, asked again, still says delivered, and what it collected is the amount asked
 * - partly delivered → delivered with the courier's note, and the admin told
 * - returned → an unpaid order is cancelled with its stock back; a paid one is left to the admin
 * - cancelled by the courier (or by the shop, the order kept), lost → a note on the order and the
 *   admin told; no money moves. A parcel cancelled with its order needs nothing.
 *
 * Runs every SHIPMENT_MOVES_SECONDS, and at once whenever a courier's event moved a shipment.
 */
@Injectable()
export class ShipmentOrderMoves implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ShipmentOrderMoves.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;
  /** An event arrived during a run: run once more after it. */
  private again = false;

  constructor(
    private readonly shipments: ShipmentsService,
    private readonly orders: OrdersService,
    private readonly couriers: Couriers,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.get('SHIPMENT_MOVES_SECONDS', { infer: true });
    this.shipments.onOrderMove(() => this.kick());
    if (seconds === 0) return;
    this.timer = setInterval(() => this.kick(), seconds * 1000);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.again = false;
    await this.running;
  }

  /** Starts a run now, or right after the one under way. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.runOnce();
  }

  /** One run: claims and carries out moves until none is due. Answers how many were done. */
  runOnce(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    let done = 0;
    for (let count = 0; count < MOVES_PER_RUN; count++) {
      let move: OrderMove | null;
      try {
        move = await this.shipments.claimOrderMove(ORDER_MOVE_LEASE_MS);
      } catch (error) {
        this.logger.warn(`Shipment moves: could not claim one (${describe(error)})`);
        return done;
      }
      if (!move) return done;
      try {
        await this.apply(move);
        await this.shipments.completeOrderMove(move.shipmentId, move.state);
        done += 1;
      } catch (error) {
        if (error instanceof OrderNotFoundError) {
          // The order is gone (an erased test order): nothing can follow this parcel.
          this.logger.warn(
            `Shipment ${move.shipmentId}: its order ${move.orderId} no longer exists`,
          );
          await this.shipments
            .completeOrderMove(move.shipmentId, move.state)
            .catch(() => undefined);
          continue;
        }
        // Left claimed: taken again when its lease ends (the courier down, the database gone).
        this.logger.warn(
          `Order ${move.orderId} did not follow its ${move.courier} parcel to ${move.state} yet (${describe(error)}); retried in ${ORDER_MOVE_LEASE_MS / 1000} s`,
        );
      }
    }
    return done;
  }

  /** The steps of one move on its order. Safe to carry out again (each step is keyed). */
  async apply(move: OrderMove): Promise<void> {
    const label = COURIER_LABELS[move.courier];
    const step = (name: string, what: CourierStep): Promise<CourierStepOutcome> =>
      this.orders.followCourier({
        orderId: move.orderId,
        key: `${move.shipmentId}:${name}`,
        courier: label,
        step: what,
      });
    /** A note on the order and, the first time only, the admin told. */
    const tell = async (name: string, note: string): Promise<void> => {
      if ((await step(name, { kind: 'note', note })) === 'applied') {
        await this.shipments.flagForAdmin(move.shipmentId, note);
      }
    };
    switch (move.state) {
      case 'booked':
      case 'unknown':
        return;
      case 'picked_up':
      case 'in_transit':
      case 'on_hold':
      case 'returning':
        await step('shipped', { kind: 'ship' });
        return;
      case 'out_for_delivery':
        await step('shipped', { kind: 'ship' });
        await step('out_for_delivery', { kind: 'out_for_delivery' });
        return;
      case 'delivered':
        await step('shipped', { kind: 'ship' });
        await step('delivered', { kind: 'deliver' });
        await this.collectCash(move, tell, step);
        return;
      case 'partially_delivered': {
        const said = move.message ? ` ("${move.message}")` : '';
        const note = `${label} delivered part of the parcel${said}; the rest comes back to the shop: receive it and refund what the customer did not keep`;
        await step('shipped', { kind: 'ship' });
        await step('delivered', { kind: 'deliver', note: `${label} delivered part of the parcel` });
        await tell('partial', note);
        return;
      }
      case 'returned': {
        const outcome = await step('returned', { kind: 'returned' });
        if (outcome === 'refused') {
          await tell(
            'returned-kept',
            `${label} brought the parcel back. The order is paid (or its payment is being checked), so it is kept as it is: send it again, or cancel it to refund`,
          );
        } else if (outcome === 'unchanged') {
          await tell(
            'returned-kept',
            `${label} brought the parcel (or what was not delivered) back: check it in and settle the order`,
          );
        }
        return;
      }
      case 'cancelled': {
        // Cancelled with the order (an order's cancel cancels its parcel first): nothing to tell.
        const order = await this.orders.getOrderFor(move.orderId, {
          id: SYSTEM_READER,
          role: 'admin',
        });
        if (order.status === 'cancelled') return;
        await tell(
          'courier-cancelled',
          move.byShop
            ? `The consignment was cancelled with ${label}, but the order was not cancelled: book the parcel again (with ${label} or another courier) or cancel the order`
            : `${label} cancelled the consignment: book the parcel again (with ${label} or another courier) or cancel the order`,
        );
        return;
      }
      case 'lost':
        await tell(
          'lost',
          `${label} reports the parcel lost: claim it from ${label}; the order is kept as it is (no stock back, no refund made)`,
        );
        return;
    }
  }

  /**
   * A delivered cash-on-delivery order: its cash is recorded only after the courier, asked again,
   * still says delivered (a webhook alone never moves money) and only when what the courier says it
   * collected is what it was asked to collect. Anything else is left to the admin.
   */
  private async collectCash(
    move: OrderMove,
    tell: (name: string, note: string) => Promise<void>,
    step: (name: string, what: CourierStep) => Promise<CourierStepOutcome>,
  ): Promise<void> {
    if (move.codAmount <= 0) return;
    const order = await this.orders.getOrderFor(move.orderId, { id: SYSTEM_READER, role: 'admin' });
    if (order.status !== 'delivered') return;
    const label = COURIER_LABELS[move.courier];
    if (order.payment.status !== 'unpaid') {
      // Paid another way after booking (send money, a card): the rider collected it a second time.
      if (order.paymentMethod === 'cod' && order.payment.provider !== 'cash') {
        await tell(
          'cash-twice',
          `${label} was asked to collect ${taka(move.codAmount)}, but the order was already paid another way: settle the cash with ${label} and give the customer back what was paid twice`,
        );
      }
      return;
    }
    const courier = this.couriers.get(move.courier);
    if (!courier) {
      await tell(
        'cash-unchecked',
        `${label} says the parcel was delivered, but ${label} is not set up on this server to confirm it: record the cash by hand once ${label} pays it`,
      );
      return;
    }
    // Courier down → throws: the move is retried when its lease ends.
    const raw = move.consignmentId
      ? await courier.status(move.consignmentId)
      : ((await courier.findByInvoice(move.invoice))?.rawStatus ?? 'unknown');
    const state = courier.mapStatus(raw);
    if (state !== 'delivered') {
      await tell(
        'cash-unconfirmed',
        `${label} sent "delivered" but now says "${raw}": the cash is not recorded; check with ${label}`,
      );
      return;
    }
    const collected = move.collectedAmount ?? move.codAmount;
    if (collected !== move.codAmount) {
      await tell(
        'cash-mismatch',
        `${label} collected ${taka(collected)} of the ${taka(move.codAmount)} asked: the cash is not recorded; settle it with ${label} and the customer`,
      );
      return;
    }
    await step('cash', {
      kind: 'collect_cash',
      amount: collected,
      transactionId: `${move.courier}-${move.consignmentId ?? move.invoice}`,
    });
  }
}

/** Reads the order as the shop itself (an admin's view, no account). */
const SYSTEM_READER = '000000000000000000000000';

/** Whole taka as the admin reads it: ৳1,25,000 (the lakh grouping of the shop's pages). */
function taka(amount: number): string {
  return `৳${amount.toLocaleString('en-IN')}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
