/**
 * Pathao Courier Merchant API ("aladdin" v1). Sources: Pathao Merchant Dashboard → Developer API
 * (public copy read: Sifat07/pathao-merchant-sdk `docs/official-pathao-api-documentation.md`):
 * base https://api-hermes.pathao.com (sandbox https://courier-api-sandbox.pathao.com);
 * POST /aladdin/api/v1/issue-token (grant_type password, then refresh_token; expires_in seconds),
 * `Authorization: Bearer <access_token>`; GET city-list, cities/{id}/zone-list, zones/{id}/area-list;
 * POST merchant/price-plan; POST orders; GET orders/{consignment_id}/info. The document has no
 * cancel call and no lookup by merchant_order_id (the `order.created` webhook carries both ids).
 */
import type { BulkItemResult, Consignment, ConsignmentRequest, Courier } from '../courier';
import { CourierRejectedError, createOneByOne } from '../courier-errors';
import { asRecord, type CourierAnswer, courierFetch, rejected } from '../courier-http';
import { mapPathaoStatus } from './pathao-status';

export const PATHAO_BASE_URL = 'https://api-hermes.pathao.com';
const API = '/aladdin/api/v1';
/** Refresh this long before the token expires, so no call is made with a token about to lapse. */
export const PATHAO_REFRESH_MARGIN_MS = 60 * 60 * 1000;
/** `delivery_type` 48: Normal; `item_type` 2: Parcel. */
const NORMAL_DELIVERY = 48;
const PARCEL = 2;

export interface PathaoConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  simulated: boolean;
}

interface Token {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface PathaoPrice {
  price: number;
  finalPrice: number;
  codPercentage: number;
}

export class PathaoCourier implements Courier {
  readonly name = 'pathao' as const;
  readonly bulkLimit = 1;
  readonly canCancel = false;
  readonly canLookupByInvoice = false;
  readonly simulated: boolean;
  private token: Token | null = null;
  private issuing: Promise<Token> | null = null;

  constructor(
    private readonly config: PathaoConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.simulated = config.simulated;
  }

  mapStatus(raw: string) {
    return mapPathaoStatus(raw);
  }

  async create(request: ConsignmentRequest): Promise<Consignment> {
    const location = await this.locate(request.district, request.area);
    const answer = await this.authorized('POST', '/orders', {
      store_id: this.config.storeId,
      merchant_order_id: request.invoice,
      recipient_name: request.recipientName.slice(0, 100),
      recipient_phone: request.recipientPhone,
      recipient_address: request.recipientAddress.slice(0, 220),
      // Omitted (never null) when not found: Pathao then detects them from the address.
      ...(location.cityId ? { recipient_city: location.cityId } : {}),
      ...(location.zoneId ? { recipient_zone: location.zoneId } : {}),
      delivery_type: NORMAL_DELIVERY,
      item_type: PARCEL,
      special_instruction: request.note,
      item_quantity: 1,
      item_weight: clampWeight(request.weightKg),
      item_description: request.itemDescription,
      amount_to_collect: request.codAmount,
    });
    const data = asRecord(asRecord(answer.body).data);
    if (answer.status !== 200 || typeof data.consignment_id !== 'string')
      throw rejected(this.name, answer);
    return {
      invoice: request.invoice,
      consignmentId: data.consignment_id,
      trackingCode: data.consignment_id,
      rawStatus: String(data.order_status ?? 'Pending'),
    };
  }

  /** Pathao's bulk call answers 202 without the consignments; the shop books one by one. */
  createBulk(requests: ConsignmentRequest[]): Promise<BulkItemResult[]> {
    return createOneByOne(requests, (request) => this.create(request));
  }

  async status(consignmentId: string): Promise<string> {
    const answer = await this.authorized(
      'GET',
      `/orders/${encodeURIComponent(consignmentId)}/info`,
    );
    const data = asRecord(asRecord(answer.body).data);
    if (answer.status !== 200) throw rejected(this.name, answer);
    return String(data.order_status_slug ?? data.order_status);
  }

  findByInvoice(): Promise<Consignment | null> {
    return Promise.reject(new Error('Pathao documents no lookup by merchant_order_id'));
  }

  cancel(): Promise<void> {
    return Promise.reject(new Error('Pathao documents no cancel call'));
  }

  /** Delivery price of a parcel to the district (price-plan). */
  async quote(district: string, area: string | undefined, weightKg: number): Promise<PathaoPrice> {
    const location = await this.locate(district, area);
    if (!location.cityId || !location.zoneId) {
      throw new CourierRejectedError(
        this.name,
        `no Pathao zone found for ${area ?? ''} ${district}`.trim(),
      );
    }
    const answer = await this.authorized('POST', '/merchant/price-plan', {
      store_id: this.config.storeId,
      item_type: PARCEL,
      delivery_type: NORMAL_DELIVERY,
      item_weight: clampWeight(weightKg),
      recipient_city: location.cityId,
      recipient_zone: location.zoneId,
    });
    const data = asRecord(asRecord(answer.body).data);
    if (answer.status !== 200) throw rejected(this.name, answer);
    return {
      price: Number(data.price),
      finalPrice: Number(data.final_price),
      codPercentage: Number(data.cod_percentage),
    };
  }

  /** City by the district's name, zone by the area's (first zone of the city without one). */
  async locate(district: string, area?: string): Promise<{ cityId?: number; zoneId?: number }> {
    const cities = await this.list('/city-list');
    const city = cities.find((row) => sameName(row.city_name, district));
    if (!city) return {};
    const cityId = Number(city.city_id);
    if (!area) return { cityId };
    const zones = await this.list(`/cities/${cityId}/zone-list`);
    const zone = zones.find((row) => sameName(row.zone_name, area));
    return { cityId, zoneId: zone ? Number(zone.zone_id) : undefined };
  }

  async areas(zoneId: number): Promise<Array<Record<string, unknown>>> {
    return this.list(`/zones/${zoneId}/area-list`);
  }

  private async list(path: string): Promise<Array<Record<string, unknown>>> {
    const answer = await this.authorized('GET', path);
    if (answer.status !== 200) throw rejected(this.name, answer);
    const rows = asRecord(asRecord(answer.body).data).data;
    return Array.isArray(rows) ? rows.map(asRecord) : [];
  }

  /** A call with a valid token; a 401 (token revoked early) gets one new token and one retry. */
  private async authorized(method: string, path: string, body?: unknown): Promise<CourierAnswer> {
    const send = async (token: Token) =>
      courierFetch(this.name, `${this.config.baseUrl}${API}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token.accessToken}` },
        body,
      });
    const answer = await send(await this.validToken());
    if (answer.status !== 401) return answer;
    this.token = null;
    return send(await this.validToken());
  }

  /** The current token, refreshed when it is within PATHAO_REFRESH_MARGIN_MS of expiring. */
  async validToken(): Promise<Token> {
    if (this.token && this.token.expiresAt - PATHAO_REFRESH_MARGIN_MS > this.now())
      return this.token;
    // One issue at a time: concurrent calls share it.
    this.issuing ??= this.issue(this.token).finally(() => {
      this.issuing = null;
    });
    this.token = await this.issuing;
    return this.token;
  }

  private async issue(previous: Token | null): Promise<Token> {
    if (previous && previous.expiresAt > this.now()) {
      const refreshed = await this.grant({
        grant_type: 'refresh_token',
        refresh_token: previous.refreshToken,
      });
      if (refreshed) return refreshed;
    }
    const granted = await this.grant({
      grant_type: 'password',
      username: this.config.username,
      password: this.config.password,
    });
    if (!granted)
      throw new CourierRejectedError(
        this.name,
        'the client id, secret, username or password was refused',
      );
    return granted;
  }

  private async grant(fields: Record<string, string>): Promise<Token | null> {
    const answer = await courierFetch(this.name, `${this.config.baseUrl}${API}/issue-token`, {
      method: 'POST',
      headers: {},
      body: { client_id: this.config.clientId, client_secret: this.config.clientSecret, ...fields },
    });
    const body = asRecord(answer.body);
    if (answer.status !== 200 || typeof body.access_token !== 'string') return null;
    return {
      accessToken: body.access_token,
      refreshToken: String(body.refresh_token),
      expiresAt: this.now() + Number(body.expires_in) * 1000,
    };
  }
}

/** "Weight in kg, 0.5–10". */
function clampWeight(kg: number): number {
  return Math.min(10, Math.max(0.5, Math.round(kg * 10) / 10));
}

function sameName(value: unknown, name: string): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === name.trim().toLowerCase();
}
