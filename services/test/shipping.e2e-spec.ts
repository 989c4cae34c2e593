/**
 * Delivery zones and charges: the owner's rate table (admins; validated; audit-logged; one save
 * per version), the checkout's quote (zone from the district and Dhaka's area, slabs by weight,
 * the cash-on-delivery fee, the spec's rule by default), and the order that stores the quote the
 * server computed.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApiErrorBody, AuditEntryPage, Order } from '@shop/contracts';
import { DEFAULT_RATE_TABLE, type RateTable } from '@shop/rules';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session, signup } from './helpers/auth';

const CONTACT = { name: 'Rahim Uddin', phone: '01712345678', address: 'House 3, Zindabazar' };

/** A shop's own rates: city 60 / suburbs 100 / elsewhere 110–150 by weight, +25 per extra kg, COD 1 %. */
const EDITED: RateTable = {
  zones: {
    dhaka_city: { slabs: [{ upToGrams: 1000, charge: 60 }], extraPerKg: 15 },
    dhaka_suburbs: { slabs: [{ upToGrams: 1000, charge: 100 }], extraPerKg: 20 },
    outside_dhaka: {
      slabs: [
        { upToGrams: 500, charge: 110 },
        { upToGrams: 1000, charge: 130 },
        { upToGrams: 2000, charge: 150 },
      ],
      extraPerKg: 25,
    },
  },
  cod: { percent: 1, flat: 0 },
  promotion: { freeDistricts: [], freeFromItems: null },
};

describe('delivery zones and charges', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  /** A 200 g earbud (the tws default) and a 4.5 kg suitcase (its own weight). */
  const parts = { earbuds: '', suitcase: '' };

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-shipping' });
    admin = await login(app, ADMIN);
    customer = await signup(app, {
      name: 'Rahim Uddin',
      email: 'rahim-shipping@mail.com',
      password: 'Rahim#2026',
    });
    const Part = connectionOf(app).model('Part');
    parts.earbuds = String(
      (
        await Part.create({
          name: 'Shipping Earbuds',
          category: 'tws',
          img: '/static/products/e.svg',
          price: 1000,
          quantity: 50,
          description: 'Earbuds',
        })
      )._id,
    );
    parts.suitcase = String(
      (
        await Part.create({
          name: 'Shipping Suitcase',
          category: 'suitcase',
          img: '/static/products/s.svg',
          price: 5000,
          quantity: 50,
          description: 'A suitcase',
          shippingWeightGrams: 4200,
        })
      )._id,
    );
  });

  afterAll(() => dropAndClose(app));

  const quote = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/shipping/quote', payload });
  const rates = (session: Session | null = admin) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/shipping/rates',
      headers: session ? bearer(session) : {},
    });
  const save = (table: unknown, session: Session = admin) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/shipping/rates',
      payload: table as object,
      headers: bearer(session),
    });
  const line = (partId: string, quantity = 1) => ({ partId, quantity });

  it('quotes the spec’s rule before the owner edits anything: free in Dhaka, ৳120 outside, free for two', async () => {
    const table = (await rates()).json<RateTable & { version: number }>();
    expect(table).toMatchObject({ ...DEFAULT_RATE_TABLE, version: 0 });
    const sylhet = await quote({ district: 'Sylhet', lines: [line(parts.earbuds)] });
    expect(sylhet.statusCode).toBe(200);
    expect(sylhet.json()).toEqual({
      zone: 'outside_dhaka',
      weightGrams: 200,
      charge: 120,
      codFee: 0,
      fee: 120,
      subtotal: 1000,
    });
    expect(
      (await quote({ district: 'Dhaka', area: 'Savar', lines: [line(parts.earbuds)] })).json(),
    ).toMatchObject({
      zone: 'dhaka_suburbs',
      fee: 0,
      free: 'district',
    });
    expect(
      (await quote({ district: 'Sylhet', lines: [line(parts.earbuds, 2)] })).json(),
    ).toMatchObject({ fee: 0, free: 'items' });
    expect(
      (await quote({ district: 'Gazipur', lines: [line(parts.suitcase)] })).json(),
    ).toMatchObject({
      zone: 'dhaka_suburbs',
      weightGrams: 4200,
      fee: 120,
    });
  });

  it('answers an unknown district with a clear 400 in both languages, bad lines with 400, an unknown product 404', async () => {
    const unknown = await quote({ district: 'Atlantis', lines: [line(parts.earbuds)] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'district',
      message: 'Choose one of the 64 districts',
      messageBn: '৬৪টি জেলার একটি বেছে নিন',
    });
    for (const payload of [
      {},
      { district: 'Sylhet' },
      { district: 'Sylhet', lines: [] },
      { district: 'Sylhet', lines: [{ partId: 'x', quantity: 1 }] },
      { district: 'Sylhet', lines: [line(parts.earbuds, 0)] },
      { district: 'Sylhet', lines: [line(parts.earbuds)], paymentMethod: 'barter' },
      { district: 42, lines: [line(parts.earbuds)] },
      // A SKU is a variant code, as the order's lines take it.
      { district: 'Sylhet', lines: [{ ...line(parts.earbuds), sku: '-not a sku' }] },
    ]) {
      const res = await quote(payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    // A SKU sent as null is left out: the product's first variant on sale is quoted.
    const unnamed = await quote({
      district: 'Sylhet',
      lines: [{ ...line(parts.earbuds), sku: null }],
    });
    expect(unnamed.statusCode).toBe(200);
    const missing = await quote({ district: 'Sylhet', lines: [line('665f1e0000000000000000ff')] });
    expect(missing.statusCode).toBe(404);
  });

  it('lets only admins read and save the rates', async () => {
    expect((await rates(null)).statusCode).toBe(401);
    expect((await rates(customer)).statusCode).toBe(403);
    expect((await save({ ...EDITED, version: 0 }, customer)).statusCode).toBe(403);
  });

  it('refuses a table the quote cannot use, naming the field in both languages; nothing is saved', async () => {
    const bad: [string, (t: RateTable) => void][] = [
      [
        'zones.outside_dhaka.slabs.1.upToGrams',
        (t) => (t.zones.outside_dhaka.slabs[1].upToGrams = 400),
      ],
      ['cod.percent', (t) => (t.cod.percent = 1.234)],
      ['promotion.freeDistricts', (t) => (t.promotion.freeDistricts = ['Atlantis'])],
    ];
    for (const [field, change] of bad) {
      const table = structuredClone(EDITED);
      change(table);
      const res = await save({ ...table, version: 0 });
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json<ApiErrorBody & { messageBn?: string }>().messageBn ?? 'dto').toBeTruthy();
    }
    const negative = structuredClone(EDITED);
    negative.zones.dhaka_city.slabs[0].charge = -5;
    expect((await save({ ...negative, version: 0 })).statusCode).toBe(400);
    expect((await save({ zones: EDITED.zones, version: 0 })).statusCode).toBe(400);
    expect((await rates()).json<{ version: number }>().version).toBe(0);
  });

  it('refuses a percent written with an exponent (5e-324: no decimal point, not whole hundredths) with 400', async () => {
    // schemathesis found it: class-validator's `maxDecimalPlaces` threw on it (500).
    for (const percent of [5e-324, 1e-7]) {
      const res = await save({ ...EDITED, version: 0, cod: { percent, flat: 0 } });
      expect({ percent, status: res.statusCode }).toEqual({ percent, status: 400 });
      expect(res.json<ApiErrorBody>().message).toContain('cod.percent');
    }
    expect((await rates()).json<{ version: number }>().version).toBe(0);
  });

  it('saves the owner’s table (audit-logged), the next quote follows it, a stale version is 409', async () => {
    const saved = await save({ ...EDITED, version: 0 });
    expect([saved.statusCode, saved.statusCode === 200 ? '' : saved.body]).toEqual([200, '']);
    expect(saved.json()).toMatchObject({ ...EDITED, version: 1, updatedBy: expect.any(String) });
    expect((await save({ ...EDITED, version: 0 })).statusCode).toBe(409);

    // 200 g to Sylhet: the first slab; COD 1 % of goods + delivery, rounded up.
    expect(
      (
        await quote({ district: 'Sylhet', lines: [line(parts.earbuds)], paymentMethod: 'cod' })
      ).json(),
    ).toEqual({
      zone: 'outside_dhaka',
      weightGrams: 200,
      charge: 110,
      codFee: Math.ceil((1000 + 110) / 100),
      fee: 110 + 12,
      subtotal: 1000,
    });
    // 4.2 kg beyond the last 2 kg slab: 3 started kilograms at ৳25 each. Never a 500, however heavy.
    expect(
      (
        await quote({ district: 'Khulna', lines: [line(parts.suitcase)], paymentMethod: 'card' })
      ).json(),
    ).toMatchObject({
      weightGrams: 4200,
      charge: 150 + 3 * 25,
      codFee: 0,
    });
    expect(
      (
        await quote({
          district: 'Khulna',
          lines: [line(parts.suitcase, 10)],
          paymentMethod: 'card',
        })
      ).json(),
    ).toMatchObject({
      weightGrams: 42_000,
      charge: 150 + 40 * 25,
    });
    expect(
      (
        await quote({
          district: 'Dhaka',
          area: 'Dhanmondi',
          lines: [line(parts.earbuds)],
          paymentMethod: 'card',
        })
      ).json(),
    ).toMatchObject({
      zone: 'dhaka_city',
      charge: 60,
    });

    const log = await app.inject({
      method: 'GET',
      url: '/api/admin/activity?action=shipping.rates-updated',
      headers: bearer(admin),
    });
    const entries = log.json<AuditEntryPage>().items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ target: { type: 'shipping-rates', id: 'rates' } });
    expect(entries[0].changes).toContainEqual({
      field: 'zones.outside_dhaka.slabs.0.charge',
      before: 120,
      after: 110,
    });
    expect(entries[0].changes).toContainEqual({ field: 'cod.percent', before: 0, after: 1 });
    expect(entries[0].changes).toContainEqual({
      field: 'promotion.freeDistricts',
      before: 'Dhaka',
      after: '',
    });
  });

  it('stores the quote the server computed on the order, whatever the browser sent, and keeps it when the rates change', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: {
        ...CONTACT,
        district: 'Sylhet',
        lines: [line(parts.earbuds)],
        paymentMethod: 'cod',
        // Not part of the contract: ignored or refused, never trusted.
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order.delivery).toEqual({
      zone: 'outside_dhaka',
      weightGrams: 200,
      charge: 110,
      codFee: 12,
    });
    expect(order).toMatchObject({ deliveryFee: 122, subtotal: 1000, total: 1122 });
    const booking = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(customer),
      payload: {
        ...CONTACT,
        district: 'dhaka',
        area: 'savar',
        partsId: parts.earbuds,
        quantity: 1,
        paymentMethod: 'card',
        price: 1,
      },
    });
    expect(booking.statusCode).toBe(201);
    expect(booking.json<{ order: Order }>().order).toMatchObject({
      area: 'Savar',
      delivery: { zone: 'dhaka_suburbs', charge: 100, codFee: 0 },
      deliveryFee: 100,
      total: 1100,
    });
    // The owner goes back to the default: the placed order keeps what it was charged.
    const current = (await rates()).json<{ version: number }>();
    expect((await save({ ...DEFAULT_RATE_TABLE, version: current.version })).statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(customer),
    });
    expect(again.json<Order>()).toMatchObject({
      deliveryFee: 122,
      delivery: { charge: 110, codFee: 12 },
    });
    expect(
      (
        await quote({ district: 'Sylhet', lines: [line(parts.earbuds)], paymentMethod: 'cod' })
      ).json(),
    ).toMatchObject({ fee: 120 });
  });
});
