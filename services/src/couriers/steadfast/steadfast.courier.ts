/**
 * Steadfast Courier, API V1. Source: "Steadfast Courier Limited API Documentation V1" (public copy
 * read: jakir-hossen-4928/dreamer-shop `steadfastapidocs.md`): base https://portal.packzy.com/api/v1,
 * headers Api-Key + Secret-Key + Content-Type on every request; POST /create_order, POST
 * /create_order/bulk-order ({data: [...]}, at most 500), GET /status_by_cid/{id},
 * /status_by_invoice/{invoice}, /status_by_trackingcode/{code}. The document has no cancel call.
 */
import type { BulkItemResult, Consignment, ConsignmentRequest, Courier } from '../courier';
import { asRecord, courierFetch, rejected } from '../courier-http';
import {
  type CourierPhoneHistory,
  parseSteadfastFraudCheck,
  type PhoneHistorySource,
} from './steadfast-fraud-check';
import { mapSteadfastStatus } from './steadfast-status';

export const STEADFAST_BASE_URL = 'https://portal.packzy.com/api/v1';
/** "Maximum 500 items are allowed." */
export const STEADFAST_BULK_LIMIT = 500;

export interface SteadfastConfig {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  simulated: boolean;
}

export class SteadfastCourier implements Courier, PhoneHistorySource {
  readonly name = 'steadfast' as const;
  readonly bulkLimit = STEADFAST_BULK_LIMIT;
  readonly canCancel = false;
  readonly canLookupByInvoice = true;
  readonly simulated: boolean;

  constructor(private readonly config: SteadfastConfig) {
    this.simulated = config.simulated;
  }

  mapStatus(raw: string) {
    return mapSteadfastStatus(raw);
  }

  async create(request: ConsignmentRequest): Promise<Consignment> {
    const answer = await this.call('POST', '/create_order', this.order(request));
    const body = asRecord(answer.body);
    const consignment = asRecord(body.consignment);
    if (answer.status !== 200 || consignment.consignment_id === undefined)
      throw rejected(this.name, answer);
    return {
      invoice: String(consignment.invoice ?? request.invoice),
      consignmentId: String(consignment.consignment_id),
      trackingCode: String(consignment.tracking_code),
      rawStatus: String(consignment.status ?? 'in_review'),
    };
  }

  async createBulk(requests: ConsignmentRequest[]): Promise<BulkItemResult[]> {
    if (requests.length > this.bulkLimit) {
      throw new RangeError(`Steadfast takes at most ${this.bulkLimit} consignments per bulk order`);
    }
    const answer = await this.call('POST', '/create_order/bulk-order', {
      data: requests.map((request) => this.order(request)),
    });
    // The document shows the answer as a bare array, and an error answer as {data: [...]}.
    const rows = Array.isArray(answer.body) ? answer.body : asRecord(answer.body).data;
    if (!Array.isArray(rows)) throw rejected(this.name, answer);
    const byInvoice = new Map(rows.map((row) => [String(asRecord(row).invoice), asRecord(row)]));
    return requests.map((request): BulkItemResult => {
      const row = byInvoice.get(request.invoice);
      if (!row || row.status !== 'success' || row.consignment_id == null) {
        return {
          invoice: request.invoice,
          ok: false,
          message: String(row?.message ?? row?.status ?? 'not created'),
        };
      }
      return {
        invoice: request.invoice,
        ok: true,
        consignment: {
          invoice: request.invoice,
          consignmentId: String(row.consignment_id),
          trackingCode: String(row.tracking_code),
          rawStatus: 'in_review',
        },
      };
    });
  }

  async status(consignmentId: string): Promise<string> {
    const answer = await this.call('GET', `/status_by_cid/${encodeURIComponent(consignmentId)}`);
    const body = asRecord(answer.body);
    if (answer.status !== 200 || typeof body.delivery_status !== 'string')
      throw rejected(this.name, answer);
    return body.delivery_status;
  }

  /** status_by_invoice answers the status only: the consignment id comes with the next webhook. */
  async findByInvoice(invoice: string): Promise<Consignment | null> {
    const answer = await this.call('GET', `/status_by_invoice/${encodeURIComponent(invoice)}`);
    const body = asRecord(answer.body);
    if (answer.status === 404 || body.status === 404) return null;
    if (answer.status !== 200 || typeof body.delivery_status !== 'string')
      throw rejected(this.name, answer);
    return { invoice, rawStatus: body.delivery_status };
  }

  /**
   * The phone's parcels with every merchant (`GET /fraud_check/{phone}`, steadfast-fraud-check.ts);
   * 404 is a phone Steadfast never carried for anyone.
   */
  async phoneHistory(phone: string): Promise<CourierPhoneHistory> {
    const answer = await this.call('GET', `/fraud_check/${encodeURIComponent(phone)}`);
    if (answer.status === 404)
      return { courier: this.name, parcels: 0, delivered: 0, cancelled: 0 };
    const history = answer.status === 200 ? parseSteadfastFraudCheck(answer.body) : undefined;
    if (!history) throw rejected(this.name, answer);
    return history;
  }

  cancel(): Promise<void> {
    // The caller checks canCancel first; reaching here is a programming error.
    return Promise.reject(new Error('Steadfast documents no cancel call'));
  }

  private order(request: ConsignmentRequest) {
    return {
      invoice: request.invoice,
      recipient_name: request.recipientName.slice(0, 100),
      recipient_phone: request.recipientPhone,
      recipient_address:
        `${request.recipientAddress}, ${request.area ? `${request.area}, ` : ''}${request.district}`.slice(
          0,
          250,
        ),
      cod_amount: request.codAmount,
      note: request.note,
      item_description: request.itemDescription,
      delivery_type: 0,
    };
  }

  private call(method: string, path: string, body?: unknown) {
    return courierFetch(this.name, `${this.config.baseUrl}${path}`, {
      method,
      headers: { 'Api-Key': this.config.apiKey, 'Secret-Key': this.config.secretKey },
      body,
    });
  }
}
