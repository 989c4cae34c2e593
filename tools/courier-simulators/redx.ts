/**
 * A RedX OpenAPI v1.0.0-beta SIMULATOR for development and tests: no parcel moves. It follows the
 * "RedX OpenAPI Documentation" (redx.com.bd developer API; public markdown copy in the code index);
 * see services/src/couriers/README.md for what it covers and what it does not.
 */
import {
  createSimulatorBase,
  listen,
  postWebhook,
  randomFrom,
  record,
  type SimulatorControls,
  type SimulatorOptions,
  UPPER_ALNUM,
} from './common';

export const REDX_SIMULATOR_CREDENTIALS = {
  token: 'redx-simulator-access-token',
  /** Put in the callback URL's query, as RedX asks (REDX_WEBHOOK_TOKEN). */
  webhookToken: 'redx-simulator-webhook-token',
} as const;

/** The documented webhook statuses ("Status Updates and Meanings"), with RedX's Bengali words for the tracking list. */
export const REDX_STATUS_MESSAGES: Record<string, { en: string; bn: string }> = {
  'pickup-pending': {
    en: 'Package is created successfully',
    bn: 'পার্সেলটি সফল ভাবে প্লেস করা হয়েছে',
  },
  'ready-for-delivery': { en: 'Package is picked up', bn: 'পার্সেল পিকাপ সম্পন্ন হয়েছে' },
  'delivery-in-progress': {
    en: 'Package is out for delivery',
    bn: 'পার্সেল ডেলিভারির জন্য বের হয়েছে',
  },
  delivered: { en: 'Package is delivered', bn: 'পার্সেল ডেলিভারি সম্পন্ন হয়েছে' },
  'agent-hold': { en: 'Package is on hold', bn: 'পার্সেল হোল্ডে আছে' },
  'agent-returning': { en: 'Package is being returned', bn: 'পার্সেল ফেরত যাচ্ছে' },
  returned: { en: 'Package is returned', bn: 'পার্সেল ফেরত দেওয়া হয়েছে' },
  'agent-area-change': { en: 'Delivery area is being changed', bn: 'ডেলিভারি এলাকা পরিবর্তন হচ্ছে' },
  cancelled: { en: 'Package is cancelled', bn: 'পার্সেল বাতিল হয়েছে' },
};

const AREAS = [
  {
    id: 1,
    name: 'Mohammadpur(Dhaka)',
    post_code: 1207,
    division_name: 'Dhaka',
    district_name: 'Dhaka',
    zone_id: 1,
  },
  {
    id: 2,
    name: 'Dhanmondi',
    post_code: 1209,
    division_name: 'Dhaka',
    district_name: 'Dhaka',
    zone_id: 1,
  },
  {
    id: 3,
    name: 'Gulshan',
    post_code: 1212,
    division_name: 'Dhaka',
    district_name: 'Dhaka',
    zone_id: 1,
  },
  {
    id: 12,
    name: 'Mirpur DOHS',
    post_code: 1216,
    division_name: 'Dhaka',
    district_name: 'Dhaka',
    zone_id: 1,
  },
  {
    id: 40,
    name: 'Agrabad',
    post_code: 4100,
    division_name: 'Chattogram',
    district_name: 'Chattogram',
    zone_id: 4,
  },
  {
    id: 60,
    name: 'Zindabazar',
    post_code: 3100,
    division_name: 'Sylhet',
    district_name: 'Sylhet',
    zone_id: 5,
  },
];

export interface RedxParcel {
  tracking_id: string;
  customer_address: string;
  delivery_area: string;
  delivery_area_id: number;
  charge: number;
  customer_name: string;
  customer_phone: string;
  cash_collection_amount: number;
  parcel_weight: number;
  merchant_invoice_id?: string;
  status: string;
  instruction: string;
  created_at: string;
  delivery_type: string;
  value: string;
  tracking: Array<{ message_en: string; message_bn: string; time: string }>;
}

export interface RunningRedxSimulator extends SimulatorControls {
  /** What REDX_BASE_URL is set to: `${url}/v1.0.0-beta`. */
  baseUrl: string;
  credentials: typeof REDX_SIMULATOR_CREDENTIALS;
  parcels: Map<string, RedxParcel>;
  counts: { create: number; info: number; cancel: number };
  /** Moves a parcel to a status and POSTs the webhook; answers the shop's HTTP status. */
  advance(trackingId: string, status: string): Promise<number>;
}

export async function startRedxSimulator(options: SimulatorOptions): Promise<RunningRedxSimulator> {
  const base = createSimulatorBase('RedX', options);
  const { app, log } = base;
  const parcels = new Map<string, RedxParcel>();
  const counts = { create: 0, info: 0, cancel: 0 };
  const api = '/v1.0.0-beta';

  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/__simulator')) return;
    if (request.headers['api-access-token'] !== `Bearer ${REDX_SIMULATOR_CREDENTIALS.token}`) {
      // Not in the document: the simulator answers a wrong token with 401 and a message.
      await reply.code(401).send({ message: 'Unauthorized: invalid API-ACCESS-TOKEN' });
    }
  });

  app.get<{ Querystring: { post_code?: string; district_name?: string } }>(
    `${api}/areas`,
    async (request) => {
      const { post_code: postCode, district_name: district } = request.query;
      const areas = AREAS.filter(
        (area) =>
          (!postCode || String(area.post_code) === postCode) &&
          (!district || area.district_name.toLowerCase() === district.toLowerCase()),
      ).map(({ district_name: _district, ...area }) => area);
      return { areas };
    },
  );

  app.post(`${api}/parcel`, async (request, reply) => {
    counts.create += 1;
    const body = record(request.body);
    const errors: string[] = [];
    for (const field of ['customer_name', 'customer_phone', 'delivery_area', 'customer_address']) {
      if (typeof body[field] !== 'string' || (body[field] as string).trim() === '')
        errors.push(`${field} is required`);
    }
    if (typeof body.customer_phone === 'string' && !/^01\d{9}$/.test(body.customer_phone))
      errors.push('customer_phone must be 11 digits starting with 01');
    const area = AREAS.find((row) => row.id === Number(body.delivery_area_id));
    if (!area) errors.push('delivery_area_id is not a RedX area');
    const cash = Number(body.cash_collection_amount);
    if (body.cash_collection_amount === undefined || !Number.isFinite(cash) || cash < 0)
      errors.push('cash_collection_amount must be a number, at least 0');
    const weight = Number(body.parcel_weight);
    if (!Number.isFinite(weight) || weight <= 0)
      errors.push('parcel_weight must be a number of grams');
    if (body.value === undefined || !Number.isFinite(Number(body.value)))
      errors.push('value is required');
    if (errors.length > 0)
      return reply.code(400).send({ message: errors.join('; '), errors: { parcel: errors } });
    const now = new Date();
    const parcel: RedxParcel = {
      tracking_id: `${String(now.getUTCFullYear()).slice(2)}A${String(now.getUTCMonth() + 1)}${String(now.getUTCDate()).padStart(2, '0')}${randomFrom(UPPER_ALNUM, 7)}`,
      customer_address: String(body.customer_address),
      delivery_area: String(body.delivery_area),
      delivery_area_id: area!.id,
      charge: area!.district_name === 'Dhaka' ? 60 : 120,
      customer_name: String(body.customer_name),
      customer_phone: String(body.customer_phone),
      cash_collection_amount: cash,
      parcel_weight: weight,
      // The merchant edition says merchant_invoice_id, the tenant edition tenant_invoice_id.
      merchant_invoice_id:
        String(body.merchant_invoice_id ?? body.tenant_invoice_id ?? '') || undefined,
      status: 'pickup-pending',
      instruction: String(body.instruction ?? ''),
      created_at: now.toISOString(),
      delivery_type: 'regular',
      value: String(body.value),
      tracking: [],
    };
    addTracking(parcel, 'pickup-pending');
    parcels.set(parcel.tracking_id, parcel);
    log(`parcel ${parcel.merchant_invoice_id ?? '-'} → ${parcel.tracking_id}`);
    if (base.takeLoss('create')) {
      log('parcel: answer LOST on purpose (the parcel exists)');
      return base.dropAnswer(reply);
    }
    return { tracking_id: parcel.tracking_id };
  });

  app.get<{ Params: { id: string } }>(`${api}/parcel/track/:id`, async (request, reply) => {
    const parcel = parcels.get(request.params.id);
    if (!parcel) return reply.code(404).send({ message: 'Parcel not found' });
    return { tracking: parcel.tracking };
  });

  app.get<{ Params: { id: string } }>(`${api}/parcel/info/:id`, async (request, reply) => {
    counts.info += 1;
    const parcel = parcels.get(request.params.id);
    if (!parcel) return reply.code(404).send({ message: 'Parcel not found' });
    const { tracking: _tracking, merchant_invoice_id: invoice, ...fields } = parcel;
    return {
      parcel: {
        ...fields,
        merchant_invoice_id: invoice,
        pickup_location: {
          id: 1,
          name: 'Simulator Store',
          address: 'Malibagh',
          area_name: 'Malibag',
          area_id: 1,
        },
      },
    };
  });

  app.patch(`${api}/parcels`, async (request, reply) => {
    counts.cancel += 1;
    const body = record(request.body);
    const details = record(body.update_details);
    if (body.entity_type !== 'parcel-tracking-id' || typeof body.entity_id !== 'string') {
      return reply
        .code(400)
        .send({ success: false, message: 'entity_type must be parcel-tracking-id with entity_id' });
    }
    const parcel = parcels.get(body.entity_id);
    if (!parcel) return reply.code(404).send({ success: false, message: 'Parcel not found' });
    if (details.property_name !== 'status' || details.new_value !== 'cancelled') {
      return reply
        .code(400)
        .send({ success: false, message: 'Only status → cancelled is simulated' });
    }
    if (parcel.status !== 'pickup-pending') {
      return reply
        .code(400)
        .send({ success: false, message: `A parcel in ${parcel.status} cannot be cancelled` });
    }
    parcel.status = 'cancelled';
    addTracking(parcel, 'cancelled');
    log(`parcel ${parcel.tracking_id} cancelled`);
    return { success: true, message: 'Request Accepted' };
  });

  function addTracking(parcel: RedxParcel, status: string) {
    const message = REDX_STATUS_MESSAGES[status] ?? { en: status, bn: status };
    parcel.tracking.push({
      message_en: message.en,
      message_bn: message.bn,
      time: new Date().toISOString(),
    });
  }

  async function advance(trackingId: string, status: string): Promise<number> {
    const parcel = parcels.get(trackingId);
    if (!parcel) throw new Error(`No RedX parcel ${trackingId}`);
    parcel.status = status;
    addTracking(parcel, status);
    const url = base.webhookUrl();
    if (!url) return 0;
    const message = REDX_STATUS_MESSAGES[status] ?? { en: status, bn: status };
    const answer = await postWebhook(
      url,
      {},
      {
        tracking_number: parcel.tracking_id,
        timestamp: new Date().toISOString(),
        status,
        message_en: message.en,
        message_bn: message.bn,
        invoice_number: parcel.merchant_invoice_id,
      },
    );
    log(`webhook ${trackingId} ${status} → ${answer.status}`);
    return answer.status;
  }

  app.post<{ Params: { id: string }; Body: { status?: string } }>(
    '/__simulator/parcels/:id/advance',
    async (request, reply) => {
      const status = request.body?.status;
      if (typeof status !== 'string')
        return reply.code(400).send({ message: 'status is required' });
      if (!parcels.has(request.params.id))
        return reply.code(404).send({ message: 'no such parcel' });
      return { webhookStatus: await advance(request.params.id, status) };
    },
  );

  const { port, url } = await listen(base, options);
  return {
    port,
    url,
    baseUrl: `${url}${api}`,
    credentials: REDX_SIMULATOR_CREDENTIALS,
    parcels,
    counts,
    advance,
    ...base.controls(),
    close: () => app.close(),
  };
}
