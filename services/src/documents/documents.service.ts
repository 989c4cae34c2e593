import { HttpStatus, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ErrorCode, type Order, SHOP_CONTACT } from '@shop/contracts';
import { AppError, type AuthenticatedUser } from '../common';
import type { AppConfig } from '../config';
import { ShipmentsService } from '../couriers';
import { OrdersService } from '../orders';
import type { InvoiceData, LabelData, SellerDetails } from './document-data';
import type { DocumentLanguage } from './document-texts';
import { percentToBasisPoints } from './invoice-math';
import { InvoiceNumbersService } from './invoice-numbers.service';
import { renderInvoices, renderLabels } from './pdf/render';

/** A cancelled order sold nothing: it gets no VAT invoice (and takes no serial). */
export class CancelledOrderInvoiceError extends AppError {
  constructor(number: string) {
    super(ErrorCode.CONFLICT, `Order #${number} is cancelled: it has no invoice`, HttpStatus.CONFLICT, {
      messageBn: `অর্ডার #${number} বাতিল হয়েছে: এর কোনো চালানপত্র নেই`,
    });
  }
}

/**
 * Printable documents of orders: the VAT invoice (number given once per order, serial per financial
 * year) and the courier's shipping label. Reads orders through the orders module and shipments
 * through the couriers module; owns only the invoice numbers.
 */
@Injectable()
export class DocumentsService {
  private readonly seller: SellerDetails;

  constructor(
    private readonly orders: OrdersService,
    private readonly shipments: ShipmentsService,
    private readonly numbers: InvoiceNumbersService,
    config: ConfigService<AppConfig, true>,
  ) {
    const setting = <K extends keyof AppConfig>(key: K) => config.get(key, { infer: true });
    this.seller = {
      name: { en: setting('INVOICE_SELLER_NAME'), bn: setting('INVOICE_SELLER_NAME_BN') },
      address: { en: setting('INVOICE_SELLER_ADDRESS'), bn: setting('INVOICE_SELLER_ADDRESS_BN') },
      bin: setting('INVOICE_SELLER_BIN'),
      vatRateBasisPoints: percentToBasisPoints(setting('INVOICE_VAT_RATE')),
      phone: SHOP_CONTACT.phone,
      email: SHOP_CONTACT.email,
    };
  }

  /** One PDF with the invoices of `orderIds`, in that order (404 for any order that is not found). */
  async invoices(orderIds: readonly string[], admin: AuthenticatedUser, lang: DocumentLanguage): Promise<Buffer> {
    const orders = await this.read(orderIds, admin);
    const cancelled = orders.find((order) => order.status === 'cancelled');
    if (cancelled) throw new CancelledOrderInvoiceError(cancelled.number);
    const data: InvoiceData[] = [];
    // One after the other: a batch's serials follow the order the admin chose.
    for (const order of orders) data.push({ order, invoice: await this.numbers.issue(order._id) });
    return renderInvoices(data, this.seller, lang);
  }

  /** One PDF with a label per order of `orderIds` (its consignment when booked). */
  async labels(orderIds: readonly string[], admin: AuthenticatedUser, lang: DocumentLanguage): Promise<Buffer> {
    const orders = await this.read(orderIds, admin);
    const data: LabelData[] = await Promise.all(
      orders.map(async (order) => ({ order, shipment: await this.shipmentOf(order._id) })),
    );
    return renderLabels(data, this.seller, lang);
  }

  private async read(orderIds: readonly string[], admin: AuthenticatedUser): Promise<Order[]> {
    const unique = [...new Set(orderIds)];
    return Promise.all(unique.map((id) => this.orders.getOrderFor(id, admin)));
  }

  /** The order's booked consignment, or undefined when it has none (not booked, or the booking failed). */
  private async shipmentOf(orderId: string): Promise<LabelData['shipment']> {
    try {
      const view = await this.shipments.get(orderId);
      if (view.booking !== 'booked') return undefined;
      return {
        courier: view.courier,
        consignmentId: view.consignmentId,
        trackingCode: view.trackingCode,
        codAmount: view.codAmount,
      };
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.SHIPMENT_NOT_FOUND) return undefined;
      throw error;
    }
  }
}
