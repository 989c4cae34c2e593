import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type {
  Order,
  WalletAccount,
  WalletPaymentClaim,
  WalletPaymentDecision,
  WalletPaymentPage,
} from '@shop/contracts';
import { normalizeBdMobile, normalizeTrxId } from '@shop/rules';
import { type Model, Types } from 'mongoose';
import { type AuthenticatedUser, OrderNotFoundError } from '../../common';
import type { AppConfig } from '../../config';
import {
  isDuplicateKey,
  OrdersService,
  PaymentBeingVerifiedError,
  type WalletClaimFilter,
} from '../../orders';
import { assertPayable } from '../payability';
import { walletAccounts } from './wallet-accounts';
import { TrxIdUsedError, WalletNotOfferedError } from './wallet-errors';
import { WalletTrxId } from './schemas/wallet-trx-id.schema';

/**
 * Send money + TrxID (services/src/payments/README.md): the customer's claim, checked and
 * recorded — the TrxID claimed first in `wallet_trx_ids` (its unique index decides between
 * concurrent submits), then the order moved to `verifying`, the TrxID given back if that fails —
 * and the admin's queue and decisions (the orders module moves the order).
 */
@Injectable()
export class WalletPaymentsService {
  private readonly logger = new Logger('Wallets');

  constructor(
    private readonly orders: OrdersService,
    @InjectModel(WalletTrxId.name) private readonly trxIds: Model<WalletTrxId>,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** The wallets offered on the payment page (those with a number). */
  accounts(): WalletAccount[] {
    return walletAccounts({
      BKASH_MERCHANT_NUMBER: this.config.get('BKASH_MERCHANT_NUMBER', { infer: true }),
      NAGAD_MERCHANT_NUMBER: this.config.get('NAGAD_MERCHANT_NUMBER', { infer: true }),
      ROCKET_MERCHANT_NUMBER: this.config.get('ROCKET_MERCHANT_NUMBER', { infer: true }),
      WALLET_NUMBERS_DEMO: this.config.get('WALLET_NUMBERS_DEMO', { infer: true }),
    });
  }

  /** WALLET_CLAIM_HOURS: how long a claim may wait to be checked before it goes back to unpaid. */
  claimHours(): number {
    return this.config.get('WALLET_CLAIM_HOURS', { infer: true });
  }

  /**
   * `POST /orders/:id/wallet-payment`: the order's customer says they sent its total. The same
   * claim again while it is checked answers the order as it is (a retried submit).
   */
  async submit(orderId: string, body: WalletPaymentClaim, user: AuthenticatedUser): Promise<Order> {
    const account = this.accounts().find((candidate) => candidate.wallet === body.wallet);
    if (!account) throw new WalletNotOfferedError(body.wallet);
    const trxId = normalizeTrxId(body.trxId);
    const senderNumber = normalizeBdMobile(body.senderNumber)!;
    const order = await this.orders.getOrderFor(orderId, user);
    // Only the order's own customer pays it (an admin pays no one else's order either).
    if (order.userId !== user.id) throw new OrderNotFoundError();
    if (sameClaimWaiting(order, trxId)) return order;
    if (order.payment.status === 'verifying') throw new PaymentBeingVerifiedError();
    assertPayable(order);
    // Before the TrxID is taken: a refused claim leaves nothing behind.
    await this.orders.assertWalletClaimAllowed(user.id);

    const inserted = await this.claimTrxId(trxId, body, order);
    const customer = { id: user.id, role: 'customer' as const, name: user.name };
    const result = await this.orders.submitWalletClaim(
      orderId,
      { wallet: body.wallet, senderNumber, trxId, toNumber: account.number },
      customer,
    );
    if (result.submitted) {
      await this.trxIds.updateOne({ trxId }, { $set: { confirmed: true } }).exec();
      return result.order;
    }
    // A concurrent submit of this very claim won: the same answer.
    if (sameClaimWaiting(result.order, trxId)) return result.order;
    if (inserted)
      await this.trxIds.deleteOne({ trxId, orderId: new Types.ObjectId(orderId) }).exec();
    if (result.order.payment.status === 'verifying') throw new PaymentBeingVerifiedError();
    assertPayable(result.order);
    throw new PaymentBeingVerifiedError();
  }

  /**
   * Takes the TrxID for this order; answers whether this call wrote it. 409 TRX_ID_USED when another
   * order has it, or this order had it refused ('Not received'). One this order holds unconfirmed
   * (a crash between the two writes, or a concurrent submit of the same claim) is this order's to use.
   */
  private async claimTrxId(
    trxId: string,
    body: WalletPaymentClaim,
    order: Order,
  ): Promise<boolean> {
    const orderId = new Types.ObjectId(order._id);
    try {
      await this.trxIds.create({ trxId, wallet: body.wallet, orderId, createdAt: new Date() });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const holder = await this.trxIds.findOne({ trxId }).lean().exec();
    const refusedHere = order.payment.walletClaim?.trxId === trxId;
    if (!holder || !holder.orderId.equals(orderId) || holder.confirmed || refusedHere) {
      this.logger.warn(`TrxID ${trxId} given again for order ${order._id}`);
      throw new TrxIdUsedError();
    }
    return false;
  }

  list(query: {
    state?: WalletClaimFilter;
    page?: number;
    limit?: number;
  }): Promise<WalletPaymentPage> {
    return this.orders.listWalletClaims(query);
  }

  decide(orderId: string, body: WalletPaymentDecision, admin: AuthenticatedUser): Promise<Order> {
    return this.orders.decideWalletClaim(orderId, body, admin);
  }
}

/** The order already waits with this very TrxID. */
function sameClaimWaiting(order: Order, trxId: string): boolean {
  return order.payment.status === 'verifying' && order.payment.walletClaim?.trxId === trxId;
}
