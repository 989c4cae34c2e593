/**
 * RedX OpenAPI v1.0.0-beta. Source: "RedX OpenAPI Documentation" (redx.com.bd developer API; the
 * public markdown copy in the code index, merchant edition): base
 * https://openapi.redx.com.bd/v1.0.0-beta (sandbox https://sandbox.redx.com.bd/v1.0.0-beta), header
 * `API-ACCESS-TOKEN: Bearer <token>`; GET /areas?district_name=, POST /parcel → {tracking_id},
 * GET /parcel/track/{id}, GET /parcel/info/{id}, PATCH /parcels (status → cancelled). No bulk call
 * and no lookup by the merchant's invoice (the webhook carries `invoice_number`).
 */
import type { BulkItemResult, Consignment, ConsignmentRequest, Courier } from '../courier';
import { CourierRejectedError, createOneByOne } from '../courier-errors';
import { asRecord, courierFetch, rejected } from '../courier-http';
import { mapRedxStatus } from './redx-status';

export const REDX_BASE_URL = 'https://openapi.redx.com.bd/v1.0.0-beta';

export interface RedxConfig {
  baseUrl: string;
  token: string;
  simulated: boolean;
}

export interface RedxTrackingEntry {
  messageEn: string;
  messageBn: string;
  time: string;
}

export class RedxCourier implements Courier {
  readonly name = 'redx' as const;
  readonly bulkLimit = 1;
  readonly canCancel = true;
  readonly canLookupByInvoice = false;
  readonly simulated: boolean;

  constructor(private readonly config: RedxConfig) {
    this.simulated = config.simulated;
  }

  mapStatus(raw: string) {
    return mapRedxStatus(raw);
  }

  async create(request: ConsignmentRequest): Promise<Consignment> {
    const area = await this.area(request.district, request.area);
    const answer = await this.call('POST', '/parcel', {
      customer_name: request.recipientName,
      customer_phone: request.recipientPhone,
      delivery_area: area.name,
      delivery_area_id: area.id,
      customer_address: request.recipientAddress,
      merchant_invoice_id: request.invoice,
      cash_collection_amount: String(request.codAmount),
      // Grams.
      parcel_weight: Math.max(1, Math.round(request.weightKg * 1000)),
      instruction: request.note ?? '',
      value: request.declaredValue,
      is_closed_box: false,
    });
    const body = asRecord(answer.body);
    if (answer.status !== 200 && answer.status !== 201) throw rejected(this.name, answer);
    if (typeof body.tracking_id !== 'string') throw rejected(this.name, answer);
    return {
      invoice: request.invoice,
      consignmentId: body.tracking_id,
      trackingCode: body.tracking_id,
      rawStatus: 'pickup-pending',
    };
  }

  createBulk(requests: ConsignmentRequest[]): Promise<BulkItemResult[]> {
    return createOneByOne(requests, (request) => this.create(request));
  }

  /** Get Parcel Details: `parcel.status`. */
  async status(trackingId: string): Promise<string> {
    const answer = await this.call('GET', `/parcel/info/${encodeURIComponent(trackingId)}`);
    const parcel = asRecord(asRecord(answer.body).parcel);
    if (answer.status !== 200 || typeof parcel.status !== 'string')
      throw rejected(this.name, answer);
    return parcel.status;
  }

  /** Track Parcel: RedX's own messages in both languages, oldest first. */
  async track(trackingId: string): Promise<RedxTrackingEntry[]> {
    const answer = await this.call('GET', `/parcel/track/${encodeURIComponent(trackingId)}`);
    const rows = asRecord(answer.body).tracking;
    if (answer.status !== 200 || !Array.isArray(rows)) throw rejected(this.name, answer);
    return rows.map((row) => {
      const entry = asRecord(row);
      return {
        messageEn: String(entry.message_en),
        messageBn: String(entry.message_bn),
        time: String(entry.time),
      };
    });
  }

  findByInvoice(): Promise<Consignment | null> {
    return Promise.reject(new Error('RedX documents no lookup by the merchant invoice'));
  }

  /** Update Parcel: entity parcel-tracking-id, property status, new value cancelled. */
  async cancel(trackingId: string, reason: string): Promise<void> {
    const answer = await this.call('PATCH', '/parcels', {
      entity_type: 'parcel-tracking-id',
      entity_id: trackingId,
      update_details: { property_name: 'status', new_value: 'cancelled', reason },
    });
    if (answer.status !== 200 || asRecord(answer.body).success !== true)
      throw rejected(this.name, answer);
  }

  /** The RedX area for the district: the one named like `area`, else the district's first. */
  async area(district: string, name?: string): Promise<{ id: number; name: string }> {
    const answer = await this.call('GET', `/areas?district_name=${encodeURIComponent(district)}`);
    const rows = asRecord(answer.body).areas;
    if (answer.status !== 200 || !Array.isArray(rows)) throw rejected(this.name, answer);
    const areas = rows.map(asRecord);
    const match =
      (name && areas.find((row) => String(row.name).toLowerCase() === name.toLowerCase())) ||
      areas[0];
    if (!match)
      throw new CourierRejectedError(this.name, `RedX lists no delivery area in ${district}`);
    return { id: Number(match.id), name: String(match.name) };
  }

  private call(method: string, path: string, body?: unknown) {
    return courierFetch(this.name, `${this.config.baseUrl}${path}`, {
      method,
      headers: { 'API-ACCESS-TOKEN': `Bearer ${this.config.token}` },
      body,
    });
  }
}
