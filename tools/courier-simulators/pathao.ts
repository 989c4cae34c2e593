/**
 * A Pathao Courier Merchant API SIMULATOR for development and tests: no parcel moves. It follows
 * Pathao's Merchant Dashboard → Developer API documents (public copies:
 * Sifat07/pathao-merchant-sdk `docs/official-pathao-api-documentation.md` and
 * `docs/pathao-webhook-documentation.md`, AB498/e-shop `pathao_webhook_api_docs.md`); see
 * services/src/couriers/README.md for what it covers and what it does not.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  bangladeshClock,
  createSimulatorBase,
  listen,
  postWebhook,
  randomFrom,
  record,
  type SimulatorControls,
  type SimulatorOptions,
  UPPER_ALNUM,
} from './common';

export const PATHAO_SIMULATOR_CREDENTIALS = {
  clientId: 'pathao-simulator-client',
  clientSecret: 'pathao-simulator-client-secret',
  username: 'merchant@pathao-simulator.test',
  password: 'pathao-simulator-password',
  storeId: 130820,
  /** Sent in X-PATHAO-Signature with every webhook (PATHAO_WEBHOOK_SECRET). */
  webhookSecret: 'pathao-simulator-webhook-secret',
} as const;

/** The documented expires_in of an access token: 432000 s (5 days). */
export const PATHAO_TOKEN_SECONDS = 432_000;
export const PATHAO_INTEGRATION_HEADER = 'x-pathao-merchant-webhook-integration-secret';
export const PATHAO_INTEGRATION_VALUE = 'f3992ecc-59da-4cbe-a049-a13da2018d51';

const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chattogram' },
  { city_id: 4, city_name: 'Rajshahi' },
  { city_id: 5, city_name: 'Sylhet' },
  { city_id: 6, city_name: 'Khulna' },
];
const ZONES: Record<number, Array<{ zone_id: number; zone_name: string }>> = {
  1: [
    { zone_id: 298, zone_name: '60 feet' },
    { zone_id: 1070, zone_name: 'Abdullahpur Uttara' },
    { zone_id: 52, zone_name: 'Dhanmondi' },
    { zone_id: 68, zone_name: 'Mirpur' },
  ],
  2: [{ zone_id: 420, zone_name: 'Agrabad' }],
  4: [{ zone_id: 510, zone_name: 'Boalia' }],
  5: [{ zone_id: 610, zone_name: 'Zindabazar' }],
  6: [{ zone_id: 710, zone_name: 'Sonadanga' }],
};
const AREAS: Record<
  number,
  Array<{
    area_id: number;
    area_name: string;
    home_delivery_available: boolean;
    pickup_available: boolean;
  }>
> = {
  298: [
    { area_id: 37, area_name: 'Bonolota', home_delivery_available: true, pickup_available: true },
  ],
  52: [
    { area_id: 101, area_name: 'Road 27', home_delivery_available: true, pickup_available: true },
  ],
};

export interface PathaoOrder {
  consignment_id: string;
  merchant_order_id?: string;
  store_id: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  amount_to_collect: number;
  order_status: string;
  updated_at: string;
  delivery_fee: number;
}

export interface RunningPathaoSimulator extends SimulatorControls {
  /** What PATHAO_BASE_URL is set to (the API paths start with /aladdin/api/v1). */
  baseUrl: string;
  credentials: typeof PATHAO_SIMULATOR_CREDENTIALS;
  orders: Map<string, PathaoOrder>;
  counts: { passwordGrant: number; refreshGrant: number; create: number; info: number };
  /** Every token issued so far expires now. */
  expireTokens(): void;
  /** Sends an order event (e.g. order.picked) as Pathao's webhook; answers the shop's HTTP status. */
  advance(consignmentId: string, event: string, extra?: Record<string, unknown>): Promise<number>;
  /** Pathao's integration check: {event: webhook_integration}; ok when 202 with the documented header. */
  integrate(): Promise<{ status: number; ok: boolean }>;
}

interface Token {
  expiresAt: number;
}

export async function startPathaoSimulator(
  options: SimulatorOptions & { tokenSeconds?: number },
): Promise<RunningPathaoSimulator> {
  const base = createSimulatorBase('Pathao', options);
  const { app, log } = base;
  const tokenSeconds = options.tokenSeconds ?? PATHAO_TOKEN_SECONDS;
  const access = new Map<string, Token>();
  const refresh = new Set<string>();
  const orders = new Map<string, PathaoOrder>();
  const counts = { passwordGrant: 0, refreshGrant: 0, create: 0, info: 0 };
  const api = '/aladdin/api/v1';
  const error = (
    reply: FastifyReply,
    code: number,
    message: string,
    errors?: Record<string, string[]>,
  ) => reply.code(code).send({ message, type: 'error', code, ...(errors ? { errors } : {}) });

  function issue() {
    const accessToken = `pathao_sim_${randomBytes(24).toString('base64url')}`;
    const refreshToken = `pathao_simr_${randomBytes(24).toString('base64url')}`;
    access.set(accessToken, { expiresAt: Date.now() + tokenSeconds * 1000 });
    refresh.add(refreshToken);
    return {
      token_type: 'Bearer',
      expires_in: tokenSeconds,
      access_token: accessToken,
      refresh_token: refreshToken,
    };
  }

  app.post(`${api}/issue-token`, async (request, reply) => {
    const body = record(request.body);
    if (
      body.client_id !== PATHAO_SIMULATOR_CREDENTIALS.clientId ||
      body.client_secret !== PATHAO_SIMULATOR_CREDENTIALS.clientSecret
    ) {
      return error(reply, 401, 'Client authentication failed');
    }
    if (body.grant_type === 'password') {
      if (
        body.username !== PATHAO_SIMULATOR_CREDENTIALS.username ||
        body.password !== PATHAO_SIMULATOR_CREDENTIALS.password
      ) {
        return error(reply, 401, 'The user credentials were incorrect.');
      }
      counts.passwordGrant += 1;
      return issue();
    }
    if (body.grant_type === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || !refresh.delete(body.refresh_token)) {
        return error(reply, 401, 'The refresh token is invalid.');
      }
      counts.refreshGrant += 1;
      return issue();
    }
    return error(reply, 400, 'The authorization grant type is not supported.');
  });

  // Every other route needs `Authorization: Bearer <access_token>` of a token not expired.
  async function authorized(request: FastifyRequest, reply: FastifyReply) {
    const token = request.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
    const known = token ? access.get(token) : undefined;
    if (!known || known.expiresAt <= Date.now()) await error(reply, 401, 'Unauthorized');
  }

  const list = (message: string, data: unknown[]) => ({
    message,
    type: 'success',
    code: 200,
    data: { data },
  });
  app.get(`${api}/city-list`, { preHandler: authorized }, async () =>
    list('City successfully fetched.', CITIES),
  );
  app.get<{ Params: { id: string } }>(
    `${api}/cities/:id/zone-list`,
    { preHandler: authorized },
    async (request) => list('Zone list fetched.', ZONES[Number(request.params.id)] ?? []),
  );
  app.get<{ Params: { id: string } }>(
    `${api}/zones/:id/area-list`,
    { preHandler: authorized },
    async (request) => list('Area list fetched.', AREAS[Number(request.params.id)] ?? []),
  );
  app.get(`${api}/stores`, { preHandler: authorized }, async () =>
    list('Store list fetched.', [
      {
        store_id: PATHAO_SIMULATOR_CREDENTIALS.storeId,
        store_name: 'Simulator Store',
        store_address: 'House 1, Road 1, Dhanmondi, Dhaka',
        is_active: 1,
        city_id: 1,
        zone_id: 52,
        hub_id: 10,
        is_default_store: true,
        is_default_return_store: true,
      },
    ]),
  );

  const price = (cityId: number, weight: number) =>
    (cityId === 1 ? 60 : 110) + Math.max(0, Math.ceil(weight - 1)) * 15;

  app.post(`${api}/merchant/price-plan`, { preHandler: authorized }, async (request, reply) => {
    const body = record(request.body);
    const errors: Record<string, string[]> = {};
    if (body.store_id !== PATHAO_SIMULATOR_CREDENTIALS.storeId)
      errors.store_id = ['The selected store id is invalid.'];
    if (body.item_type !== 1 && body.item_type !== 2)
      errors.item_type = ['The item type must be 1 or 2.'];
    if (body.delivery_type !== 48 && body.delivery_type !== 12)
      errors.delivery_type = ['The delivery type must be 48 or 12.'];
    const weight = Number(body.item_weight);
    if (!(weight >= 0.5 && weight <= 10))
      errors.item_weight = ['The item weight must be between 0.5 and 10.'];
    if (!CITIES.some((city) => city.city_id === body.recipient_city))
      errors.recipient_city = ['The selected recipient city is invalid.'];
    if (
      !Object.values(ZONES)
        .flat()
        .some((zone) => zone.zone_id === body.recipient_zone)
    )
      errors.recipient_zone = ['The selected recipient zone is invalid.'];
    if (Object.keys(errors).length > 0)
      return error(reply, 422, 'Please fix the given errors', errors);
    const amount = price(Number(body.recipient_city), weight);
    return {
      message: 'price',
      type: 'success',
      code: 200,
      data: {
        price: amount,
        discount: 0,
        promo_discount: 0,
        plan_id: 69,
        cod_enabled: 1,
        cod_percentage: 0.01,
        additional_charge: 0,
        final_price: amount,
      },
    };
  });

  app.post(`${api}/orders`, { preHandler: authorized }, async (request, reply) => {
    counts.create += 1;
    const body = record(request.body);
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    if (body.store_id !== PATHAO_SIMULATOR_CREDENTIALS.storeId)
      add('store_id', 'The selected store id is invalid.');
    const name = body.recipient_name;
    if (typeof name !== 'string' || name.length < 3 || name.length > 100)
      add('recipient_name', 'The recipient name must be between 3 and 100 characters.');
    if (typeof body.recipient_phone !== 'string' || !/^01\d{9}$/.test(body.recipient_phone))
      add('recipient_phone', 'The recipient phone must be 11 digits starting with 01.');
    const address = body.recipient_address;
    if (typeof address !== 'string' || address.length < 10 || address.length > 220)
      add('recipient_address', 'The recipient address must be between 10 and 220 characters.');
    // "do not send null": absent is fine, null is not.
    for (const field of ['recipient_city', 'recipient_zone', 'recipient_area']) {
      if (field in body && !Number.isInteger(body[field]))
        add(field, `The ${field.replace('_', ' ')} must be an integer.`);
    }
    if (body.delivery_type !== 48 && body.delivery_type !== 12)
      add('delivery_type', 'The delivery type must be 48 or 12.');
    if (body.item_type !== 1 && body.item_type !== 2)
      add('item_type', 'The item type must be 1 or 2.');
    if (!Number.isInteger(body.item_quantity) || Number(body.item_quantity) < 1)
      add('item_quantity', 'The item quantity must be at least 1.');
    const weight = Number(body.item_weight);
    if (!(weight >= 0.5 && weight <= 10))
      add('item_weight', 'The item weight must be between 0.5 and 10.');
    if (!Number.isInteger(body.amount_to_collect) || Number(body.amount_to_collect) < 0)
      add('amount_to_collect', 'The amount to collect must be a whole number, at least 0.');
    if (Object.keys(errors).length > 0)
      return error(reply, 422, 'Please fix the given errors', errors);
    const now = new Date();
    const date = `${String(now.getUTCDate()).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}${String(now.getUTCFullYear()).slice(2)}`;
    const order: PathaoOrder = {
      consignment_id: `DL${date}${randomFrom(UPPER_ALNUM, 6)}`,
      merchant_order_id:
        typeof body.merchant_order_id === 'string' ? body.merchant_order_id : undefined,
      store_id: PATHAO_SIMULATOR_CREDENTIALS.storeId,
      recipient_name: String(name),
      recipient_phone: String(body.recipient_phone),
      recipient_address: String(address),
      amount_to_collect: Number(body.amount_to_collect),
      order_status: 'Pending',
      updated_at: bangladeshClock(now),
      delivery_fee: price(Number(body.recipient_city ?? 1), weight),
    };
    orders.set(order.consignment_id, order);
    log(`orders ${order.merchant_order_id ?? '-'} → ${order.consignment_id}`);
    if (base.takeLoss('create')) {
      log('orders: answer LOST on purpose (the order exists)');
      return base.dropAnswer(reply);
    }
    return {
      message: 'Order Created Successfully',
      type: 'success',
      code: 200,
      data: {
        consignment_id: order.consignment_id,
        merchant_order_id: order.merchant_order_id,
        order_status: order.order_status,
        delivery_fee: order.delivery_fee,
      },
    };
  });

  app.get<{ Params: { id: string } }>(
    `${api}/orders/:id/info`,
    { preHandler: authorized },
    async (request, reply) => {
      counts.info += 1;
      const order = orders.get(request.params.id);
      if (!order) return error(reply, 404, 'Order not found');
      return {
        message: 'Order info',
        type: 'success',
        code: 200,
        data: {
          consignment_id: order.consignment_id,
          merchant_order_id: order.merchant_order_id,
          order_status: order.order_status,
          order_status_slug: order.order_status,
          updated_at: order.updated_at,
          invoice_id: null,
        },
      };
    },
  );

  async function send(payload: Record<string, unknown>) {
    const url = base.webhookUrl();
    if (!url) return { status: 0, headers: null };
    const answer = await postWebhook(
      url,
      { 'X-PATHAO-Signature': PATHAO_SIMULATOR_CREDENTIALS.webhookSecret },
      payload,
    );
    log(`webhook ${payload.event} ${payload.consignment_id ?? ''} → ${answer.status}`);
    return answer;
  }

  async function advance(
    consignmentId: string,
    event: string,
    extra: Record<string, unknown> = {},
  ): Promise<number> {
    const order = orders.get(consignmentId);
    if (!order) throw new Error(`No Pathao order ${consignmentId}`);
    const now = new Date();
    order.order_status = event.replace(/^order\./, '');
    order.updated_at = bangladeshClock(now);
    const answer = await send({
      consignment_id: order.consignment_id,
      merchant_order_id: order.merchant_order_id,
      updated_at: order.updated_at,
      timestamp: now.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      store_id: order.store_id,
      event,
      ...extra,
    });
    return answer.status;
  }

  async function integrate() {
    const answer = await send({ event: 'webhook_integration' });
    const ok =
      answer.status === 202 &&
      answer.headers?.get(PATHAO_INTEGRATION_HEADER) === PATHAO_INTEGRATION_VALUE;
    log(`webhook integration check: ${ok ? 'passed' : 'FAILED'}`);
    return { status: answer.status, ok };
  }

  app.post<{ Params: { id: string }; Body: { event?: string } }>(
    '/__simulator/orders/:id/advance',
    async (request, reply) => {
      const event = request.body?.event;
      if (typeof event !== 'string') return reply.code(400).send({ message: 'event is required' });
      if (!orders.has(request.params.id)) return reply.code(404).send({ message: 'no such order' });
      return { webhookStatus: await advance(request.params.id, event) };
    },
  );
  app.post('/__simulator/integrate', async () => integrate());

  const { port, url } = await listen(base, options);
  return {
    port,
    url,
    baseUrl: url,
    credentials: PATHAO_SIMULATOR_CREDENTIALS,
    orders,
    counts,
    expireTokens: () => {
      for (const token of access.values()) token.expiresAt = Date.now();
    },
    advance,
    integrate,
    ...base.controls(),
    close: () => app.close(),
  };
}
