/**
 * A Steadfast Courier API V1 SIMULATOR for development and tests: no parcel moves. It follows
 * "Steadfast Courier Limited API Documentation V1" (public copy: jakir-hossen-4928/dreamer-shop
 * `steadfastapidocs.md`) and the merchant panel's "Webhook Response Documentation"; see
 * services/src/couriers/README.md for what it covers and what it does not.
 */
import {
  bangladeshClock,
  createSimulatorBase,
  HEX,
  listen,
  postWebhook,
  randomFrom,
  record,
  type SimulatorControls,
  type SimulatorOptions,
} from './common';

export const STEADFAST_SIMULATOR_CREDENTIALS = {
  apiKey: 'steadfast-simulator-api-key',
  secretKey: 'steadfast-simulator-secret-key',
  /** The Bearer token the simulator's webhook carries (STEADFAST_WEBHOOK_TOKEN). */
  webhookToken: 'steadfast-simulator-webhook-token',
} as const;

/** "Maximum 500 items are allowed." */
export const STEADFAST_SIMULATOR_BULK_LIMIT = 500;

/** The documented delivery statuses ("Delivery Statuses"). */
export const STEADFAST_DELIVERY_STATUSES = [
  'pending',
  'delivered_approval_pending',
  'partial_delivered_approval_pending',
  'cancelled_approval_pending',
  'unknown_approval_pending',
  'delivered',
  'partial_delivered',
  'cancelled',
  'hold',
  'in_review',
  'unknown',
] as const;

/**
 * Fraud check answers for phone numbers tests and demos use (`GET /fraud_check/{phone}`): every
 * other number is answered from the parcels this simulator holds for it.
 */
export const STEADFAST_SIMULATOR_PHONE_HISTORIES: Readonly<
  Record<string, { delivered: number; cancelled: number }>
> = {
  /** A good customer: 9 of 10 delivered. */
  '01700000010': { delivered: 9, cancelled: 1 },
  /** A risky one: 1 of 5 delivered. */
  '01700000020': { delivered: 1, cancelled: 4 },
  /** Never carried by anyone: Steadfast answers 404. */
  '01700000030': { delivered: 0, cancelled: 0 },
};

export interface SteadfastConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  status: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface RunningSteadfastSimulator extends SimulatorControls {
  /** What STEADFAST_BASE_URL is set to: `${url}/api/v1`. */
  baseUrl: string;
  credentials: typeof STEADFAST_SIMULATOR_CREDENTIALS;
  consignments: Map<number, SteadfastConsignment>;
  counts: { create: number; bulk: number; status: number; fraudCheck: number };
  /** Sets the fraud check's answer for a phone (undefined: answered from the parcels held for it). */
  setPhoneHistory(phone: string, history?: { delivered: number; cancelled: number }): void;
  /** Moves a consignment to a status and POSTs the delivery_status webhook; answers the shop's HTTP status. */
  advance(consignmentId: number, status: string, trackingMessage?: string): Promise<number>;
  /** POSTs a tracking_update webhook. */
  track(consignmentId: number, message: string): Promise<number>;
}

const INVOICE = /^[A-Za-z0-9_-]{1,100}$/;
const PHONE = /^\d{11}$/;

export async function startSteadfastSimulator(
  options: SimulatorOptions,
): Promise<RunningSteadfastSimulator> {
  const base = createSimulatorBase('Steadfast', options);
  const { app, log } = base;
  const consignments = new Map<number, SteadfastConsignment>();
  const byInvoice = new Map<string, number>();
  const counts = { create: 0, bulk: 0, status: 0, fraudCheck: 0 };
  const phoneHistories = new Map(Object.entries(STEADFAST_SIMULATOR_PHONE_HISTORIES));
  let nextId = 1424107;

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/__simulator')) return;
    if (
      request.headers['api-key'] !== STEADFAST_SIMULATOR_CREDENTIALS.apiKey ||
      request.headers['secret-key'] !== STEADFAST_SIMULATOR_CREDENTIALS.secretKey
    ) {
      // Not in the document: the simulator answers wrong keys with 401 and a message.
      await reply
        .code(401)
        .send({ status: 401, message: 'Unauthorized: invalid Api-Key or Secret-Key.' });
    }
  });

  /** The documented input rules; the problems by field (empty: valid). */
  function problems(item: Record<string, unknown>): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    const invoice = item.invoice;
    if (typeof invoice !== 'string' && typeof invoice !== 'number')
      add('invoice', 'The invoice field is required.');
    else if (!INVOICE.test(String(invoice)))
      add('invoice', 'The invoice may only contain letters, numbers, dashes and underscores.');
    else if (byInvoice.has(String(invoice))) add('invoice', 'The invoice has already been taken.');
    if (typeof item.recipient_name !== 'string' || item.recipient_name.trim() === '')
      add('recipient_name', 'The recipient name field is required.');
    else if (item.recipient_name.length > 100)
      add('recipient_name', 'The recipient name may not be greater than 100 characters.');
    if (typeof item.recipient_phone !== 'string' || !PHONE.test(item.recipient_phone))
      add('recipient_phone', 'The recipient phone must be 11 digits.');
    if (
      item.alternative_phone != null &&
      (typeof item.alternative_phone !== 'string' || !PHONE.test(item.alternative_phone))
    ) {
      add('alternative_phone', 'The alternative phone must be 11 digits.');
    }
    if (typeof item.recipient_address !== 'string' || item.recipient_address.trim() === '')
      add('recipient_address', 'The recipient address field is required.');
    else if (item.recipient_address.length > 250)
      add('recipient_address', 'The recipient address may not be greater than 250 characters.');
    const cod = Number(item.cod_amount);
    if (
      item.cod_amount === undefined ||
      item.cod_amount === null ||
      item.cod_amount === '' ||
      !Number.isFinite(cod)
    )
      add('cod_amount', 'The cod amount must be a number.');
    else if (cod < 0) add('cod_amount', 'The cod amount must be at least 0.');
    if (item.delivery_type != null && item.delivery_type !== 0 && item.delivery_type !== 1)
      add('delivery_type', 'The delivery type must be 0 or 1.');
    return errors;
  }

  function create(item: Record<string, unknown>): SteadfastConsignment {
    const now = new Date().toISOString().replace('Z', '000Z');
    const consignment: SteadfastConsignment = {
      consignment_id: nextId++,
      invoice: String(item.invoice),
      tracking_code: randomFrom(HEX, 8),
      recipient_name: String(item.recipient_name),
      recipient_phone: String(item.recipient_phone),
      recipient_address: String(item.recipient_address),
      cod_amount: Number(item.cod_amount),
      status: 'in_review',
      note: typeof item.note === 'string' ? item.note : null,
      created_at: now,
      updated_at: now,
    };
    consignments.set(consignment.consignment_id, consignment);
    byInvoice.set(consignment.invoice, consignment.consignment_id);
    return consignment;
  }

  app.post('/api/v1/create_order', async (request, reply) => {
    counts.create += 1;
    const item = record(request.body);
    const errors = problems(item);
    if (Object.keys(errors).length > 0) {
      return reply.code(422).send({ status: 422, message: 'The given data was invalid.', errors });
    }
    const consignment = create(item);
    log(
      `create_order ${consignment.invoice} → ${consignment.consignment_id} / ${consignment.tracking_code}`,
    );
    if (base.takeLoss('create')) {
      log('create_order: answer LOST on purpose (the consignment exists)');
      return base.dropAnswer(reply);
    }
    return { status: 200, message: 'Consignment has been created successfully.', consignment };
  });

  app.post('/api/v1/create_order/bulk-order', async (request, reply) => {
    counts.bulk += 1;
    let data = record(request.body).data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        data = undefined;
      }
    }
    if (!Array.isArray(data) || data.length === 0) {
      return reply
        .code(422)
        .send({ status: 422, message: 'The data field is required (a JSON array).' });
    }
    if (data.length > STEADFAST_SIMULATOR_BULK_LIMIT) {
      return reply
        .code(422)
        .send({
          status: 422,
          message: `Maximum ${STEADFAST_SIMULATOR_BULK_LIMIT} items are allowed.`,
        });
    }
    const rows = data.map((raw) => {
      const item = record(raw);
      const invalid = Object.keys(problems(item)).length > 0;
      const created = invalid ? null : create(item);
      return {
        invoice: item.invoice ?? null,
        recipient_name: item.recipient_name ?? null,
        recipient_address: item.recipient_address ?? null,
        recipient_phone: item.recipient_phone ?? null,
        cod_amount: Number(item.cod_amount ?? 0).toFixed(2),
        note: item.note ?? null,
        consignment_id: created?.consignment_id ?? null,
        tracking_code: created?.tracking_code ?? null,
        status: created ? 'success' : 'error',
      };
    });
    log(
      `bulk-order: ${rows.filter((row) => row.status === 'success').length} of ${rows.length} created`,
    );
    if (base.takeLoss('create')) return base.dropAnswer(reply);
    return rows;
  });

  const statusAnswer = (
    consignment: SteadfastConsignment | undefined,
    reply: import('fastify').FastifyReply,
  ) => {
    counts.status += 1;
    if (!consignment)
      return reply.code(404).send({ status: 404, message: 'Consignment not found.' });
    return { status: 200, delivery_status: consignment.status };
  };
  app.get<{ Params: { id: string } }>('/api/v1/status_by_cid/:id', async (request, reply) =>
    statusAnswer(consignments.get(Number(request.params.id)), reply),
  );
  app.get<{ Params: { invoice: string } }>(
    '/api/v1/status_by_invoice/:invoice',
    async (request, reply) => {
      const id = byInvoice.get(request.params.invoice);
      return statusAnswer(id === undefined ? undefined : consignments.get(id), reply);
    },
  );
  app.get<{ Params: { code: string } }>(
    '/api/v1/status_by_trackingcode/:code',
    async (request, reply) =>
      statusAnswer(
        [...consignments.values()].find((row) => row.tracking_code === request.params.code),
        reply,
      ),
  );
  app.get('/api/v1/get_balance', async () => ({
    status: 200,
    current_balance: [...consignments.values()]
      .filter((row) => row.status === 'delivered')
      .reduce((sum, row) => sum + row.cod_amount, 0),
  }));

  app.get<{ Params: { phone: string } }>('/api/v1/fraud_check/:phone', async (request, reply) => {
    counts.fraudCheck += 1;
    const phone = request.params.phone;
    if (!PHONE.test(phone)) {
      // Not in a document: the simulator refuses a malformed number as create_order does.
      return reply.code(422).send({ status: 422, message: 'The phone must be 11 digits.' });
    }
    const held = [...consignments.values()].filter((row) => row.recipient_phone === phone);
    const history = phoneHistories.get(phone) ?? {
      delivered: held.filter((row) => row.status.startsWith('delivered')).length,
      cancelled: held.filter((row) => row.status.startsWith('cancelled')).length,
    };
    const total = history.delivered + history.cancelled;
    log(`fraud_check ${phone}: ${history.delivered} delivered, ${history.cancelled} cancelled`);
    if (total === 0) return reply.code(404).send({ status: 404, message: 'No data found.' });
    return {
      status: 200,
      message: 'Fraud check successful',
      phone,
      total_parcels: total,
      total_delivered: history.delivered,
      total_cancelled: history.cancelled,
      total_fraud_reports: [],
    };
  });

  async function advance(
    consignmentId: number,
    status: string,
    trackingMessage?: string,
  ): Promise<number> {
    const consignment = consignments.get(consignmentId);
    if (!consignment) throw new Error(`No consignment ${consignmentId}`);
    consignment.status = status;
    consignment.updated_at = new Date().toISOString();
    return send({
      notification_type: 'delivery_status',
      consignment_id: consignment.consignment_id,
      invoice: consignment.invoice,
      cod_amount: consignment.cod_amount,
      status,
      delivery_charge: 100,
      tracking_message: trackingMessage ?? `Status changed to ${status}.`,
      updated_at: bangladeshClock(),
    });
  }

  async function track(consignmentId: number, message: string): Promise<number> {
    const consignment = consignments.get(consignmentId);
    if (!consignment) throw new Error(`No consignment ${consignmentId}`);
    return send({
      notification_type: 'tracking_update',
      consignment_id: consignment.consignment_id,
      invoice: consignment.invoice,
      tracking_message: message,
      updated_at: bangladeshClock(),
    });
  }

  async function send(payload: Record<string, unknown>): Promise<number> {
    const url = base.webhookUrl();
    if (!url) return 0;
    const answer = await postWebhook(
      url,
      { Authorization: `Bearer ${STEADFAST_SIMULATOR_CREDENTIALS.webhookToken}` },
      payload,
    );
    log(
      `webhook ${payload.notification_type} ${payload.consignment_id} ${payload.status ?? ''} → ${answer.status}`,
    );
    return answer.status;
  }

  // For the admin later (and people trying it): move a parcel over HTTP.
  app.post<{ Params: { id: string }; Body: { status?: string; message?: string } }>(
    '/__simulator/consignments/:id/advance',
    async (request, reply) => {
      const status = request.body?.status;
      if (typeof status !== 'string')
        return reply.code(400).send({ message: 'status is required' });
      if (!consignments.has(Number(request.params.id)))
        return reply.code(404).send({ message: 'no such consignment' });
      return {
        webhookStatus: await advance(Number(request.params.id), status, request.body?.message),
      };
    },
  );

  const { port, url } = await listen(base, options);
  return {
    port,
    url,
    baseUrl: `${url}/api/v1`,
    credentials: STEADFAST_SIMULATOR_CREDENTIALS,
    consignments,
    counts,
    setPhoneHistory: (phone, history) => {
      if (history) phoneHistories.set(phone, history);
      else phoneHistories.delete(phone);
    },
    advance,
    track,
    ...base.controls(),
    close: () => app.close(),
  };
}
