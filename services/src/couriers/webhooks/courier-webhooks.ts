/**
 * Reading the couriers' webhook bodies into one event shape. Pure: no database, no clock but the
 * one given. A body that is not what the courier documents is a 400 (ValidationFailedError);
 * fields the courier adds later are ignored, so a new field never loses an event.
 */
import { createHash } from 'node:crypto';
import { ValidationFailedError } from '../../common';
import type { CourierName } from '../courier';
import { mapPathaoStatus } from '../pathao/pathao-status';
import { mapRedxStatus } from '../redx/redx-status';
import type { ShipmentState } from '../shipment-state';
import { mapSteadfastStatus } from '../steadfast/steadfast-status';

/**
 * Pathao's integration check: the answer to `{event: "webhook_integration"}` must be 202 with this
 * header and exactly this value (Pathao Merchant Dashboard → Developer API → Webhook: "Your URL
 * should return status code 202 for this specific event ... header
 * X-Pathao-Merchant-Webhook-Integration-Secret ... value should be exactly
 * f3992ecc-59da-4cbe-a049-a13da2018d51"; its other events ask for the header too).
 */
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_INTEGRATION_VALUE = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
export const PATHAO_INTEGRATION_EVENT = 'webhook_integration';

export interface CourierEvent {
  courier: CourierName;
  consignmentId?: string;
  invoice?: string;
  rawStatus: string;
  /** The shop's state (null: informational; 'unknown': not in the courier's documents). */
  state: ShipmentState | null;
  /** When the courier says it happened (the time received when it gives none we can read). */
  at: Date;
  /** Same event delivered again → same key. */
  key: string;
  message?: string;
  payload: Record<string, unknown>;
}

export type ParsedWebhook =
  | { kind: 'event'; event: CourierEvent }
  | { kind: 'handshake' }
  | { kind: 'ignored'; reason: string };

export function parseWebhook(courier: CourierName, body: unknown, receivedAt: Date): ParsedWebhook {
  const record = objectBody(body);
  switch (courier) {
    case 'steadfast':
      return parseSteadfast(record, receivedAt);
    case 'pathao':
      return parsePathao(record, receivedAt);
    case 'redx':
      return parseRedx(record, receivedAt);
  }
}

/**
 * Steadfast merchant panel → Webhook Response Documentation: `notification_type`
 * delivery_status (consignment_id, invoice, cod_amount, status, delivery_charge, tracking_message,
 * updated_at "YYYY-MM-DD HH:MM:SS") or tracking_update (consignment_id, invoice, tracking_message,
 * updated_at).
 */
function parseSteadfast(body: Record<string, unknown>, receivedAt: Date): ParsedWebhook {
  const type = text(body, 'notification_type', 40, true);
  if (type !== 'delivery_status' && type !== 'tracking_update') {
    throw new ValidationFailedError('notification_type must be delivery_status or tracking_update');
  }
  const consignmentId = idText(body, 'consignment_id');
  const invoice = text(body, 'invoice', 100);
  if (!consignmentId && !invoice)
    throw new ValidationFailedError('consignment_id or invoice is required');
  const updatedAt = text(body, 'updated_at', 40);
  const message = text(body, 'tracking_message', 500);
  const rawStatus =
    type === 'delivery_status' ? text(body, 'status', 60, true)! : 'tracking_update';
  return event({
    courier: 'steadfast',
    consignmentId,
    invoice,
    rawStatus,
    state: type === 'delivery_status' ? mapSteadfastStatus(rawStatus) : null,
    at: bangladeshTime(updatedAt) ?? receivedAt,
    message,
    payload: body,
    identity: [type, updatedAt ?? '', message ?? ''],
  });
}

/** Pathao Webhook tab: `event` order.* with consignment_id, merchant_order_id, updated_at, timestamp (ISO). */
function parsePathao(body: Record<string, unknown>, receivedAt: Date): ParsedWebhook {
  const name = text(body, 'event', 60, true)!;
  if (!/^[a-z0-9_.-]+$/i.test(name))
    throw new ValidationFailedError('event must be a Pathao event name');
  if (name === PATHAO_INTEGRATION_EVENT) return { kind: 'handshake' };
  if (name.startsWith('store.'))
    return { kind: 'ignored', reason: `${name} concerns the pickup store` };
  const consignmentId = text(body, 'consignment_id', 60);
  const invoice = text(body, 'merchant_order_id', 100);
  if (!consignmentId && !invoice) throw new ValidationFailedError('consignment_id is required');
  const timestamp = text(body, 'timestamp', 40);
  const updatedAt = text(body, 'updated_at', 40);
  return event({
    courier: 'pathao',
    consignmentId,
    invoice,
    rawStatus: name,
    state: mapPathaoStatus(name),
    at: isoTime(timestamp) ?? bangladeshTime(updatedAt) ?? receivedAt,
    message: text(body, 'reason', 500),
    payload: body,
    identity: [timestamp ?? updatedAt ?? ''],
  });
}

/**
 * RedX Webhook Integration: {tracking_number, timestamp, status, message_en, message_bn,
 * invoice_number}.
 */
function parseRedx(body: Record<string, unknown>, receivedAt: Date): ParsedWebhook {
  const consignmentId = text(body, 'tracking_number', 60, true);
  const status = text(body, 'status', 60, true)!;
  const timestamp = text(body, 'timestamp', 40);
  return event({
    courier: 'redx',
    consignmentId,
    invoice: text(body, 'invoice_number', 100),
    rawStatus: status,
    state: mapRedxStatus(status),
    at: isoTime(timestamp) ?? receivedAt,
    message: text(body, 'message_en', 500),
    payload: body,
    identity: [timestamp ?? ''],
  });
}

function event(fields: Omit<CourierEvent, 'key'> & { identity: string[] }): ParsedWebhook {
  const { identity, ...rest } = fields;
  const key = createHash('sha256')
    .update(
      [
        rest.courier,
        rest.consignmentId ?? '',
        rest.invoice ?? '',
        rest.rawStatus,
        ...identity,
      ].join('\u0000'),
    )
    .digest('hex')
    .slice(0, 32);
  return { kind: 'event', event: { ...rest, payload: storable(rest.payload), key } };
}

/**
 * What of the courier's body is kept with the event: its plain top-level fields (names a
 * database can store, values short), enough to read later what the courier said.
 */
function storable(body: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body).slice(0, 40)) {
    if (!/^[A-Za-z_][A-Za-z0-9_-]{0,60}$/.test(name)) continue;
    if (typeof value === 'string') kept[name] = value.slice(0, 500);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null)
      kept[name] = value;
  }
  return kept;
}

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationFailedError('The webhook body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function text(
  body: Record<string, unknown>,
  field: string,
  max: number,
  required = false,
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw new ValidationFailedError(`${field} is required`);
    return undefined;
  }
  if (typeof value !== 'string' || value.length > max) {
    throw new ValidationFailedError(`${field} must be text of at most ${max} characters`);
  }
  return value;
}

/** Steadfast's consignment_id is an integer; some senders quote it. */
function idText(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^\d{1,18}$/.test(value)) return value;
  throw new ValidationFailedError(`${field} must be a whole number`);
}

/** "YYYY-MM-DD HH:MM:SS" without a zone: the couriers' clocks are Bangladesh time (UTC+6). */
export function bangladeshTime(value: string | undefined): Date | undefined {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/);
  if (!match) return undefined;
  const date = new Date(
    `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}+06:00`,
  );
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function isoTime(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
