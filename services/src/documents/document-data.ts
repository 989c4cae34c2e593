import type { Order } from '@shop/contracts';
import type { IssuedInvoice } from './invoice-numbers.service';

/** Who sells: the shop's registered details (INVOICE_SELLER_* settings) and its contact. */
export interface SellerDetails {
  name: { en: string; bn: string };
  address: { en: string; bn: string };
  /** The shop's VAT Business Identification Number; absent: not printed. */
  bin?: string;
  vatRateBasisPoints: number;
  phone: string;
  email: string;
}

/** One order's invoice: the order as stored and the number it was given. */
export interface InvoiceData {
  order: Order;
  invoice: IssuedInvoice;
}

/** One order's shipping label: the order and its consignment, when booked. */
export interface LabelData {
  order: Order;
  shipment?: {
    courier: string;
    consignmentId?: string;
    trackingCode?: string;
    codAmount: number;
  };
}
