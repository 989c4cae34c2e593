/**
 * The three courier adapters against their simulators (which follow the couriers' documents):
 * create, bulk, status, cancel, wrong keys, a courier that is down, an answer lost after the
 * consignment was made, Pathao's token refresh before expiry.
 */
import {
  PATHAO_TOKEN_SECONDS,
  type RunningPathaoSimulator,
  type RunningRedxSimulator,
  type RunningSteadfastSimulator,
  startPathaoSimulator,
  startRedxSimulator,
  startSteadfastSimulator,
} from '@shop/tools/courier-simulators';
import type { ConsignmentRequest } from '../src/couriers/courier';
import { CourierRejectedError, CourierUnavailableError } from '../src/couriers/courier-errors';
import { PATHAO_REFRESH_MARGIN_MS, PathaoCourier } from '../src/couriers/pathao/pathao.courier';
import { RedxCourier } from '../src/couriers/redx/redx.courier';
import {
  STEADFAST_BULK_LIMIT,
  SteadfastCourier,
} from '../src/couriers/steadfast/steadfast.courier';

let invoiceCounter = 0;
function parcel(overrides: Partial<ConsignmentRequest> = {}): ConsignmentRequest {
  invoiceCounter += 1;
  return {
    invoice: `T${Date.now().toString(36).toUpperCase()}${invoiceCounter}`,
    recipientName: 'Rahim Uddin',
    recipientPhone: '01712345678',
    recipientAddress: 'House 12, Road 5, Dhanmondi',
    district: 'Dhaka',
    area: 'Dhanmondi',
    codAmount: 1060,
    declaredValue: 1060,
    weightKg: 1,
    note: 'Call before coming',
    ...overrides,
  };
}

describe('Steadfast adapter ↔ simulator', () => {
  let sim: RunningSteadfastSimulator;
  let steadfast: SteadfastCourier;
  beforeAll(async () => {
    sim = await startSteadfastSimulator({ port: 0 });
    steadfast = new SteadfastCourier({
      baseUrl: sim.baseUrl,
      apiKey: sim.credentials.apiKey,
      secretKey: sim.credentials.secretKey,
      simulated: true,
    });
  });
  afterAll(() => sim.close());
  afterEach(() => sim.setDown(false));

  it('creates a consignment in the documented shape and reads its status by id and by invoice', async () => {
    const request = parcel();
    const made = await steadfast.create(request);
    expect(made).toMatchObject({ invoice: request.invoice, rawStatus: 'in_review' });
    expect(made.consignmentId).toMatch(/^\d+$/);
    expect(made.trackingCode).toMatch(/^[0-9A-F]{8}$/);
    expect(await steadfast.status(made.consignmentId!)).toBe('in_review');
    expect(await steadfast.findByInvoice(request.invoice)).toEqual({
      invoice: request.invoice,
      rawStatus: 'in_review',
    });
    expect(await steadfast.findByInvoice('NEVER-BOOKED')).toBeNull();
    expect(steadfast.mapStatus('in_review')).toBe('booked');
  });

  it('refuses what the document refuses: a used invoice, a 10-digit phone', async () => {
    const request = parcel();
    await steadfast.create(request);
    await expect(steadfast.create(request)).rejects.toThrow(/invoice has already been taken/);
    await expect(steadfast.create(parcel({ recipientPhone: '0171234567' }))).rejects.toBeInstanceOf(
      CourierRejectedError,
    );
  });

  it('bulk: each answered on its own, at most the documented 500', async () => {
    const good = parcel();
    const bad = parcel({ recipientPhone: '123' });
    const results = await steadfast.createBulk([good, bad]);
    expect(results[0]).toMatchObject({
      invoice: good.invoice,
      ok: true,
      consignment: { rawStatus: 'in_review' },
    });
    expect(results[1]).toMatchObject({ invoice: bad.invoice, ok: false });
    expect(STEADFAST_BULK_LIMIT).toBe(500);
    await expect(steadfast.createBulk(Array.from({ length: 501 }, () => parcel()))).rejects.toThrow(
      RangeError,
    );
  });

  it('wrong keys are a refusal, not an outage', async () => {
    const wrong = new SteadfastCourier({
      baseUrl: sim.baseUrl,
      apiKey: 'nope',
      secretKey: 'nope',
      simulated: true,
    });
    await expect(wrong.create(parcel())).rejects.toBeInstanceOf(CourierRejectedError);
  });

  it('a courier that is down (5xx) or unreachable is CourierUnavailableError', async () => {
    sim.setDown(true);
    await expect(steadfast.create(parcel())).rejects.toBeInstanceOf(CourierUnavailableError);
    const nowhere = new SteadfastCourier({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      apiKey: 'a',
      secretKey: 'b',
      simulated: true,
    });
    await expect(nowhere.status('1')).rejects.toBeInstanceOf(CourierUnavailableError);
  });

  it('a lost answer: the consignment is found again by invoice, not booked twice', async () => {
    const request = parcel();
    const before = sim.consignments.size;
    sim.loseNextAnswer('create');
    await expect(steadfast.create(request)).rejects.toBeInstanceOf(CourierUnavailableError);
    expect(sim.consignments.size).toBe(before + 1);
    expect(await steadfast.findByInvoice(request.invoice)).toMatchObject({
      rawStatus: 'in_review',
    });
  });
});

describe('Pathao adapter ↔ simulator', () => {
  let sim: RunningPathaoSimulator;
  let clock = Date.now();
  let pathao: PathaoCourier;
  const config = (sim: RunningPathaoSimulator) => ({
    baseUrl: sim.baseUrl,
    clientId: sim.credentials.clientId,
    clientSecret: sim.credentials.clientSecret,
    username: sim.credentials.username,
    password: sim.credentials.password,
    storeId: sim.credentials.storeId,
    simulated: true,
  });
  beforeAll(async () => {
    sim = await startPathaoSimulator({ port: 0 });
    pathao = new PathaoCourier(config(sim), () => clock);
  });
  afterAll(() => sim.close());
  afterEach(() => sim.setDown(false));

  it('issues a token once, creates an order with city and zone, reads its info', async () => {
    const made = await pathao.create(parcel());
    expect(made.consignmentId).toMatch(/^DL\d{6}[A-Z0-9]{6}$/);
    expect(made.rawStatus).toBe('Pending');
    expect(await pathao.status(made.consignmentId!)).toBe('Pending');
    expect(sim.counts.passwordGrant).toBe(1);
    expect(await pathao.locate('Dhaka', 'Dhanmondi')).toEqual({ cityId: 1, zoneId: 52 });
    expect(await pathao.areas(298)).toEqual([
      expect.objectContaining({ area_id: 37, area_name: 'Bonolota' }),
    ]);
  });

  it('quotes the delivery price (price-plan)', async () => {
    expect(await pathao.quote('Dhaka', 'Dhanmondi', 1)).toEqual({
      price: 60,
      finalPrice: 60,
      codPercentage: 0.01,
    });
    await expect(pathao.quote('Bandarban', undefined, 1)).rejects.toBeInstanceOf(
      CourierRejectedError,
    );
  });

  it('refreshes the token before it expires (refresh_token grant), not after', async () => {
    const grants = sim.counts.passwordGrant;
    clock += PATHAO_TOKEN_SECONDS * 1000 - PATHAO_REFRESH_MARGIN_MS + 1000;
    await pathao.status((await pathao.create(parcel())).consignmentId!);
    expect(sim.counts.refreshGrant).toBe(1);
    expect(sim.counts.passwordGrant).toBe(grants);
  });

  it('a token the courier no longer takes: one new token, the call goes through', async () => {
    sim.expireTokens();
    const made = await pathao.create(parcel());
    expect(made.consignmentId).toBeDefined();
  });

  it('refuses what the document refuses (address shorter than 10, weight clamp kept in range)', async () => {
    await expect(pathao.create(parcel({ recipientAddress: 'Short' }))).rejects.toThrow(
      /recipient address/,
    );
    const heavy = await pathao.create(parcel({ weightKg: 25 }));
    expect(heavy.consignmentId).toBeDefined();
  });

  it('wrong client keys: refused', async () => {
    const wrong = new PathaoCourier({ ...config(sim), clientSecret: 'nope' });
    await expect(wrong.create(parcel())).rejects.toBeInstanceOf(CourierRejectedError);
  });

  it('down → CourierUnavailableError', async () => {
    sim.setDown(true);
    await expect(pathao.status('DL000000AAAAAA')).rejects.toBeInstanceOf(CourierUnavailableError);
  });

  it('no documented cancel or lookup by invoice', () => {
    expect(pathao.canCancel).toBe(false);
    expect(pathao.canLookupByInvoice).toBe(false);
  });
});

describe('RedX adapter ↔ simulator', () => {
  let sim: RunningRedxSimulator;
  let redx: RedxCourier;
  beforeAll(async () => {
    sim = await startRedxSimulator({ port: 0 });
    redx = new RedxCourier({ baseUrl: sim.baseUrl, token: sim.credentials.token, simulated: true });
  });
  afterAll(() => sim.close());
  afterEach(() => sim.setDown(false));

  it('creates a parcel in the district area, reads info and tracking, cancels before pickup', async () => {
    const request = parcel();
    const made = await redx.create(request);
    expect(made.consignmentId).toMatch(/^\d{2}A\d{3,4}[A-Z0-9]{7}$/);
    const stored = sim.parcels.get(made.consignmentId!)!;
    expect(stored).toMatchObject({
      delivery_area: 'Dhanmondi',
      delivery_area_id: 2,
      parcel_weight: 1000,
      merchant_invoice_id: request.invoice,
    });
    expect(await redx.status(made.consignmentId!)).toBe('pickup-pending');
    expect(await redx.track(made.consignmentId!)).toEqual([
      expect.objectContaining({ messageEn: 'Package is created successfully' }),
    ]);
    await redx.cancel(made.consignmentId!, 'Customer changed their mind');
    expect(await redx.status(made.consignmentId!)).toBe('cancelled');
  });

  it('a parcel past pickup cannot be cancelled', async () => {
    const made = await redx.create(parcel());
    await sim.advance(made.consignmentId!, 'ready-for-delivery');
    await expect(redx.cancel(made.consignmentId!, 'late')).rejects.toBeInstanceOf(
      CourierRejectedError,
    );
  });

  it('wrong token refused; down → CourierUnavailableError', async () => {
    const wrong = new RedxCourier({ baseUrl: sim.baseUrl, token: 'nope', simulated: true });
    await expect(wrong.create(parcel())).rejects.toBeInstanceOf(CourierRejectedError);
    sim.setDown(true);
    await expect(redx.create(parcel())).rejects.toBeInstanceOf(CourierUnavailableError);
  });

  it('a district RedX does not serve is refused', async () => {
    await expect(redx.create(parcel({ district: 'Bandarban' }))).rejects.toThrow(
      /no delivery area/,
    );
  });
});
