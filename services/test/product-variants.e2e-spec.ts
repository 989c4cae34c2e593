/**
 * Variants against the real app and the embedded database: the admin sets a product's options and
 * variants; the storefront's reads show them (and the spec's one price and quantity); bookings and
 * checkouts name a variant, take its stock only, and are refused with the field named when they
 * cannot; 50 racing bookings of the last 10 units of one variant take exactly 10; cancels and
 * refunds give back to that variant; and what cannot be saved is refused with nothing changed.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type ApiErrorBody,
  type AuditEntry,
  ErrorCode,
  type Order,
  type Part,
  type ProductDetails,
} from '@shop/contracts';
import { VARIANT_MESSAGES } from '@shop/rules';
import { Types } from 'mongoose';
import { OrderStockService } from '../src/orders/order-stock.service';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';
import { COLOUR_OPTION } from './helpers/variant-options';

const CONTACT = {
  name: 'Rahim Uddin',
  phone: '+880 1712-345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
};

const OPTIONS = [
  COLOUR_OPTION,
  {
    key: 'storage',
    name: { en: 'Storage', bn: 'স্টোরেজ' },
    kind: 'choice',
    values: [
      { key: '128', label: { en: '6/128 GB', bn: '৬/১২৮ জিবি' } },
      { key: '256', label: { en: '8/256 GB', bn: '৮/২৫৬ জিবি' } },
    ],
  },
];

const VARIANTS = [
  { sku: 'VT-A15-BLUE-128', values: ['blue', '128'], price: 18999, quantity: 10 },
  { sku: 'VT-A15-BLUE-256', values: ['blue', '256'], price: 21999, quantity: 4 },
  { sku: 'VT-A15-BLACK-128', values: ['black', '128'], price: 18999, quantity: 7 },
  { sku: 'VT-A15-BLACK-256', values: ['black', '256'], price: 22499, quantity: 0 },
];

describe('product variants', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  let admin: Session;
  let count = 0;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-product-variants' });
    customer = await login(app, CUSTOMER);
    admin = await login(app, ADMIN);
  });

  afterAll(() => dropAndClose(app));

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    session?: Session,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload === undefined ? {} : { payload }),
    });

  /** A product of the spec's form (one variant), then the options and variants given. */
  async function productWith(variants = VARIANTS, options = OPTIONS): Promise<ProductDetails> {
    count += 1;
    const created = await connectionOf(app)
      .model('Part')
      .create({
        name: `Variant Test Phone ${count}`,
        category: 'phone',
        img: '/static/products/samsung-galaxy-a15.svg',
        price: 1,
        quantity: 1,
        description: 'A phone made by the variants e2e test',
      });
    const id = String(created._id);
    const suffix = `-${count}`;
    const res = await call('PUT', `/api/admin/products/${id}/variants`, admin, {
      options,
      variants: variants.map((variant) => ({ ...variant, sku: variant.sku + suffix })),
    });
    expect(res.statusCode).toBe(200);
    return res.json<ProductDetails>();
  }

  const skuOf = (product: ProductDetails, values: string[]) =>
    product.variants.find((variant) => variant.values.join() === values.join())!.sku;

  const book = (payload: Record<string, unknown>, session = customer) =>
    call('POST', '/api/booking', session, { ...CONTACT, quantity: 1, ...payload });

  const variantsInDb = async (id: string) => {
    await app.get(OrderStockService).settled();
    const row = await connectionOf(app)
      .collection<{ quantity: number; variants: { sku: string; quantity: number }[] }>('parts')
      .findOne({ _id: new Types.ObjectId(id) });
    return {
      total: row!.quantity,
      bySku: Object.fromEntries(row!.variants.map((variant) => [variant.sku, variant.quantity])),
    };
  };

  it('shows the options and variants, and the spec’s one price (lowest) and quantity (sum)', async () => {
    const product = await productWith();
    expect(product.options.map((option) => option.key)).toEqual(['colour', 'storage']);
    expect(product.variants).toHaveLength(4);
    expect(product.price).toBe(18999);
    expect(product.quantity).toBe(21);
    const listed = (await call('GET', '/api/part'))
      .json<Part[]>()
      .find((part) => part._id === product._id);
    expect(listed).toMatchObject({ price: 18999, quantity: 21 });
    // The spec's answer keeps the spec's shape, and says the product comes in several variants.
    expect(listed).toEqual({
      _id: product._id,
      name: product.name,
      img: product.img,
      price: 18999,
      quantity: 21,
      description: product.description,
      variantCount: 4,
    });
  });

  it('books the variant named, at its price, naming it in the order; its stock moves, no other', async () => {
    const product = await productWith();
    const sku = skuOf(product, ['blue', '256']);
    const res = await book({ partsId: product._id, sku: sku.toLowerCase(), quantity: 2 });
    expect(res.statusCode).toBe(201);
    const order = res.json<{ order: Order }>().order;
    expect(order.lines[0]).toMatchObject({
      partId: product._id,
      sku,
      unitPrice: 21999,
      quantity: 2,
      variantName: { en: 'Blue, 8/256 GB', bn: 'নীল, ৮/২৫৬ জিবি' },
    });
    expect(order.partsName).toBe(`${product.name} — Blue, 8/256 GB`);
    const stock = await variantsInDb(product._id);
    expect(stock.bySku[sku]).toBe(2);
    expect(stock.bySku[skuOf(product, ['blue', '128'])]).toBe(10);
    expect(stock.total).toBe(19);
  });

  it('checks out two variants of one product in one order; cancelling gives each its own units back', async () => {
    const product = await productWith();
    const blue = skuOf(product, ['blue', '128']);
    const black = skuOf(product, ['black', '128']);
    const res = await call('POST', '/api/orders', customer, {
      ...CONTACT,
      lines: [
        { partId: product._id, sku: blue, quantity: 3 },
        { partId: product._id, sku: black, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order.subtotal).toBe(4 * 18999);
    expect((await variantsInDb(product._id)).bySku).toMatchObject({ [blue]: 7, [black]: 6 });
    const cancel = await call('DELETE', `/api/booking/${order._id}`, customer);
    expect(cancel.statusCode).toBe(200);
    const after = await variantsInDb(product._id);
    expect(after.bySku).toMatchObject({ [blue]: 10, [black]: 7 });
    expect(after.total).toBe(21);
  });

  it('50 racing bookings for the last 10 units of one variant: exactly 10 succeed, the sibling untouched', async () => {
    const product = await productWith();
    const scarce = skuOf(product, ['blue', '128']);
    const sibling = skuOf(product, ['black', '128']);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => book({ partsId: product._id, sku: scarce })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json<ApiErrorBody>().message).toBe(
        `Only 0 left of ${product.name} — Blue, 6/128 GB`,
      );
    }
    const stock = await variantsInDb(product._id);
    expect(stock.bySku[scarce]).toBe(0);
    expect(stock.bySku[sibling]).toBe(7);
    expect(stock.total).toBe(11);
  });

  it('a product sold in one variant is booked as the spec books it, without naming a variant', async () => {
    const product = await productWith([{ sku: 'VT-ONE', values: [], price: 999, quantity: 3 }], []);
    const res = await book({ partsId: product._id });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ order: Order }>().order.lines[0].sku).toBe(`VT-ONE-${count}`);
  });

  it('records in the order the warranty the product came with, kept when the shop changes it', async () => {
    const seeded = (await call('GET', '/api/part'))
      .json<Part[]>()
      .find((part) => part.variantCount === undefined && part.quantity > 5)!;
    const details = (await call('GET', `/api/product/${seeded._id}`)).json<ProductDetails>();
    expect(details.warranty).toBeDefined();
    const res = await book({ partsId: seeded._id });
    expect([res.statusCode, res.statusCode === 201 ? '' : res.body]).toEqual([201, '']);
    const line = res.json<{ order: Order }>().order.lines[0];
    expect(line.warranty).toEqual(details.warranty);
    const edited = await call('PATCH', `/api/admin/products/${seeded._id}`, admin, {
      warranty: { ...details.warranty!, months: details.warranty!.months + 6 },
    });
    expect(edited.statusCode).toBe(200);
    const order = await call(
      'GET',
      `/api/orders/${res.json<{ order: Order }>().order._id}`,
      customer,
    );
    expect(order.json<Order>().lines[0].warranty).toEqual(details.warranty);
  });

  describe('refuses what it cannot serve, naming the field, in both languages', () => {
    it.each([
      ['no variant for a product with several', () => ({}), 'sku', 'required'],
      ['a variant of another product', () => ({ sku: 'VT-SOMEONE-ELSE' }), 'sku', 'notOfProduct'],
    ] as const)('%s', async (_label, extra, field, message) => {
      const product = await productWith();
      const before = await variantsInDb(product._id);
      const res = await book({ partsId: product._id, ...extra() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: ErrorCode.VALIDATION_FAILED,
        message: VARIANT_MESSAGES[message].en,
        field,
        messageBn: VARIANT_MESSAGES[message].bn,
      });
      expect(await variantsInDb(product._id)).toEqual(before);
    });

    it('an archived variant, and a checkout line naming none', async () => {
      const product = await productWith();
      const archived = await call('PUT', `/api/admin/products/${product._id}/variants`, admin, {
        options: OPTIONS,
        variants: product.variants.map((variant, i) => ({ ...variant, archived: i === 0 })),
      });
      expect(archived.statusCode).toBe(200);
      // Left out of the storefront's answer, and its stock out of the total.
      expect(archived.json<ProductDetails>().variants).toHaveLength(3);
      expect(archived.json<ProductDetails>().quantity).toBe(11);
      const res = await book({ partsId: product._id, sku: product.variants[0].sku });
      expect(res.json()).toMatchObject({ field: 'sku', message: VARIANT_MESSAGES.archived.en });
      const line = await call('POST', '/api/orders', customer, {
        ...CONTACT,
        lines: [{ partId: product._id, quantity: 1 }],
      });
      expect(line.json()).toMatchObject({
        field: 'lines[0].sku',
        message: VARIANT_MESSAGES.required.en,
      });
    });

    it("the spec's one-stock edit of a product with variants", async () => {
      const product = await productWith();
      const res = await call('PUT', `/api/part/${product._id}`, admin, {
        ...product,
        quantity: 50,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'quantity',
        message: VARIANT_MESSAGES.perVariant.en,
      });
    });
  });

  describe('the admin’s save', () => {
    const save = (id: string, body: object) =>
      call('PUT', `/api/admin/products/${id}/variants`, admin, body);

    it.each([
      [
        'a duplicate SKU',
        (p: ProductDetails) =>
          p.variants.map((v, i) => ({ ...v, sku: i === 1 ? p.variants[0].sku : v.sku })),
        'variants[1].sku',
        'duplicateSku',
      ],
      [
        'a combination twice',
        (p: ProductDetails) => [
          ...p.variants,
          { sku: 'VT-NEW-TWICE', values: ['blue', '128'], price: 1 },
        ],
        'variants[4].values',
        'duplicateCombination',
      ],
      [
        'a value not among its option',
        (p: ProductDetails) => [
          ...p.variants,
          { sku: 'VT-NEW-GOLD', values: ['gold', '128'], price: 1 },
        ],
        'variants[4].values',
        'values',
      ],
      [
        'every variant archived',
        (p: ProductDetails) => p.variants.map((v) => ({ ...v, archived: true })),
        'variants',
        'noneOnSale',
      ],
    ] as const)('refuses %s with nothing changed', async (_label, variants, field, message) => {
      const product = await productWith();
      const res = await save(product._id, { options: OPTIONS, variants: variants(product) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message: VARIANT_MESSAGES[message].en });
      const now = (await call('GET', `/api/product/${product._id}`)).json<ProductDetails>();
      expect(now.variants).toEqual(product.variants);
    });

    it('archives a saved variant left out: its SKU stays taken, its stock leaves the total', async () => {
      const product = await productWith();
      const res = await save(product._id, {
        options: OPTIONS,
        variants: product.variants.slice(1),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ProductDetails>().variants.map((v) => v.sku)).toEqual(
        product.variants.slice(1).map((v) => v.sku),
      );
      expect(res.json<ProductDetails>().quantity).toBe(11);
      const back = await save(product._id, {
        options: OPTIONS,
        variants: [...product.variants.slice(1), { ...product.variants[0], archived: false }],
      });
      expect(back.statusCode).toBe(200);
      // Back on sale with the stock it kept while archived.
      expect(back.json<ProductDetails>().quantity).toBe(21);
    });

    it("refuses a variant photo that is not one of the product's photos (400, both languages)", async () => {
      const product = await productWith();
      const res = await save(product._id, {
        options: OPTIONS,
        variants: product.variants.map((v, i) =>
          i === 2 ? { ...v, img: '/static/products/qcy-t13-tws-earbuds.svg' } : v,
        ),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        field: 'variants[2].img',
        message: VARIANT_MESSAGES.imageNotPhoto.en,
        messageBn: VARIANT_MESSAGES.imageNotPhoto.bn,
      });
    });

    it("saves a variant's photo among the product's and its own spec values; the list keeps its shape", async () => {
      const product = await productWith();
      const sku = skuOf(product, ['black', '256']);
      const res = await save(product._id, {
        options: OPTIONS,
        variants: product.variants.map((v) =>
          v.sku === sku
            ? {
                ...v,
                img: product.photos[0].url,
                // Sent out of the template's order, the text padded: stored in order, trimmed.
                specs: [
                  { key: 'storage', value: 256 },
                  { key: 'ram', value: 8 },
                  { key: 'os', value: '  Android 14 ' },
                ],
              }
            : v,
        ),
      });
      expect(res.statusCode).toBe(200);
      const page = (await call('GET', `/api/product/${product._id}`)).json<ProductDetails>();
      const saved = page.variants.find((v) => v.sku === sku)!;
      expect(saved.img).toBe(product.photos[0].url);
      expect(saved.specs).toEqual([
        { key: 'ram', value: 8 },
        { key: 'storage', value: 256 },
        { key: 'os', value: 'Android 14' },
      ]);
      expect(page.variants.filter((v) => v.sku !== sku).every((v) => !v.specs && !v.img)).toBe(
        true,
      );
      // The Activity page names the photo by its place among the product's, never by its URL.
      const log = await call('GET', '/api/admin/activity?limit=5', admin);
      const entry = log
        .json<{ items: AuditEntry[] }>()
        .items.find((item) => item.target.id === product._id);
      expect(entry?.changes).toContainEqual({ field: `${sku} photo`, after: 1 });
      expect(JSON.stringify(entry?.changes)).not.toContain(product.photos[0].url);
      const [item] = (await call('GET', `/api/part?ids=${product._id}`)).json<Part[]>();
      expect(Object.keys(item).sort()).toEqual(
        ['_id', 'description', 'img', 'name', 'price', 'quantity', 'variantCount'].sort(),
      );
      // Saved again without them: gone.
      const cleared = await save(product._id, { options: OPTIONS, variants: product.variants });
      expect(cleared.json<ProductDetails>().variants.find((v) => v.sku === sku)).toEqual(
        product.variants.find((v) => v.sku === sku),
      );
    });

    it.each([
      ['a key the template does not have', { key: 'colour-name', value: 'Blue' }, 'colour-name'],
      ['a number written as text', { key: 'storage', value: '256 GB' }, 'storage'],
      ['a number outside its field', { key: 'ram', value: 512 }, 'ram'],
    ])("refuses a variant's spec value: %s (400, named, both languages)", async (_l, spec, key) => {
      const product = await productWith();
      const res = await save(product._id, {
        options: OPTIONS,
        variants: product.variants.map((v, i) => (i === 1 ? { ...v, specs: [spec] } : v)),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<ApiErrorBody & { field: string; messageBn: string }>();
      expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(body.field).toBe(`variants[1].specs.${key}`);
      expect(body.messageBn).toMatch(/[\u0980-\u09FF]/);
      const now = (await call('GET', `/api/product/${product._id}`)).json<ProductDetails>();
      expect(now.variants).toEqual(product.variants);
    });

    it("loses its photo when the admin removes that photo from the product's", async () => {
      const front = '/static/products/samsung-galaxy-a15.svg';
      const back = '/static/products/samsung-galaxy-a15-back.svg';
      const created = await connectionOf(app)
        .model('Part')
        .create({
          name: `Variant Photo Phone ${Date.now()}`,
          category: 'phone',
          img: front,
          photos: [
            { url: front, alt: { en: 'Front', bn: 'সামনে' } },
            { url: back, alt: { en: 'Back', bn: 'পেছনে' } },
          ],
          price: 1,
          quantity: 1,
          description: 'A phone made by the variants e2e test',
        });
      const id = String(created._id);
      const variants = VARIANTS.map((v, i) => ({
        ...v,
        sku: `${v.sku}-PHOTO`,
        ...(i === 0 ? { img: back } : i === 1 ? { img: front } : {}),
      }));
      expect((await save(id, { options: OPTIONS, variants })).statusCode).toBe(200);
      const edit = await call('PATCH', `/api/admin/products/${id}`, admin, {
        photos: [{ url: front, alt: { en: 'Front', bn: 'সামনে' } }],
      });
      expect(edit.statusCode).toBe(200);
      const now = (await call('GET', `/api/product/${id}`)).json<ProductDetails>();
      expect(now.variants.map((v) => v.img)).toEqual([undefined, front, undefined, undefined]);
    });

    it('refuses a SKU another product uses', async () => {
      const first = await productWith();
      const second = await productWith();
      const res = await save(second._id, {
        options: OPTIONS,
        variants: [
          ...second.variants,
          { sku: first.variants[0].sku, values: ['black', '256'], price: 1 },
        ].filter((_v, i) => i !== 3),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: VARIANT_MESSAGES.duplicateSku.en });
    });

    it('never writes back stock an order took while the admin edited a price; the log names each change', async () => {
      const product = await productWith();
      const sku = skuOf(product, ['blue', '128']);
      // The admin's form was loaded with 10 units; a customer then takes 3.
      expect((await book({ partsId: product._id, sku, quantity: 3 })).statusCode).toBe(201);
      const res = await save(product._id, {
        options: OPTIONS,
        // quantity left out: the stock stays what it is.
        variants: product.variants.map(({ quantity: _quantity, ...v }) =>
          v.sku === sku ? { ...v, price: 17999 } : v,
        ),
      });
      expect(res.statusCode).toBe(200);
      const stock = await variantsInDb(product._id);
      expect(stock.bySku[sku]).toBe(7);
      expect(stock.total).toBe(18);
      expect(res.json<ProductDetails>().price).toBe(17999);
      const log = await call('GET', '/api/admin/activity?limit=5', admin);
      const entry = log
        .json<{ items: AuditEntry[] }>()
        .items.find((item) => item.target.id === product._id);
      expect(entry?.changes).toContainEqual({ field: `${sku} price`, before: 18999, after: 17999 });
    });
  });
});
