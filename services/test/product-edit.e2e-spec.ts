/**
 * The admin's edit of a product (PATCH /api/admin/products/:id) against the real app and the
 * embedded database: every field at once, seen by the next product and list reads (the catalogue
 * cache emptied), the old link still working after a rename, the audit log's before → after; bad
 * input (a spec of the wrong type or unit, specs that do not fit a new category, a photo not of
 * the shop, nothing to change) is 400 naming the field and changes nothing.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type AuditEntryPage, ErrorCode, type Part, type ProductDetails } from '@shop/contracts';
import { PART_IMAGE_NOT_STORED } from '../src/catalogue/dto/part-input.dto';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

/** A valid 1×1 PNG: what POST /api/images stores. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('PATCH /api/admin/products/:id', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  const photos: string[] = [];
  let count = 0;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-product-edit' });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    for (let i = 0; i < 2; i += 1) {
      const upload = multipartFile('image', TINY_PNG);
      const res = await app.inject({
        method: 'POST',
        url: '/api/images',
        payload: upload.payload,
        headers: { ...upload.headers, ...bearer(admin) },
      });
      photos.push(res.json<{ data: { url: string } }>().data.url);
    }
  });

  afterAll(() => dropAndClose(app));

  const patch = (id: string, payload: unknown, session: Session = admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}`,
      payload: payload as object,
      headers: bearer(session),
    });
  const product = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/product/${id}` })).json<ProductDetails>();

  /** A new smart watch (its category follows from its name). */
  async function createWatch(): Promise<string> {
    count += 1;
    const res = await app.inject({
      method: 'POST',
      url: '/api/part',
      payload: {
        name: `Zebra Smartwatch ${count}`,
        price: '3500',
        quantity: '9',
        description: 'A watch made by the product edit e2e test',
        img: photos[0],
      },
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  }

  it('edits every field at once; the next reads show it; the old link still works; the log says what changed', async () => {
    const id = await createWatch();
    // Fill the catalogue cache: the edit must empty it.
    expect((await product(id)).name).toBe(`Zebra Smartwatch ${count}`);
    await app.inject({ method: 'GET', url: '/api/part' });

    const res = await patch(id, {
      name: '  Zebra Smartwatch Pro  ',
      nameBn: 'জেব্রা স্মার্টওয়াচ প্রো',
      description: 'A better watch',
      descriptionBn: 'আরও ভালো ঘড়ি',
      brand: 'Zebra',
      warranty: {
        months: 12,
        type: 'official',
        covers: { en: 'Manufacturing defects', bn: 'উৎপাদনজনিত ত্রুটি' },
      },
      specs: [
        { key: 'bluetooth', value: '5-3' },
        { key: 'battery-capacity', value: 300 },
        { key: 'always-on', value: true },
      ],
      photos: [
        { url: photos[1], alt: { en: 'The back', bn: 'পেছন' } },
        { url: photos[0], alt: { en: 'The front', bn: 'সামনে' } },
      ],
    });
    expect(res.statusCode).toBe(200);
    const edited = await product(id);
    expect(edited).toMatchObject({
      _id: id,
      name: 'Zebra Smartwatch Pro',
      nameBn: 'জেব্রা স্মার্টওয়াচ প্রো',
      description: 'A better watch',
      brand: 'Zebra',
      category: 'smart-watch',
      img: photos[1],
      warranty: { months: 12, type: 'official' },
      // In the template's order, whatever the order sent.
      specs: [
        { key: 'always-on', value: true },
        { key: 'battery-capacity', value: 300 },
        { key: 'bluetooth', value: '5-3' },
      ],
    });
    expect(edited.photos.map((photo) => photo.url)).toEqual([photos[1], photos[0]]);
    expect(res.json<ProductDetails>()).toEqual(edited);

    const list = (await app.inject({ method: 'GET', url: '/api/part' })).json<Part[]>();
    expect(list.find((part) => part._id === id)).toMatchObject({
      name: 'Zebra Smartwatch Pro',
      img: photos[1],
    });
    // Links are by id: the link shared before the rename opens the renamed product.
    const old = await app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(old.statusCode).toBe(200);
    // nameLower moved with the name: search finds the new name, not the old.
    const search = (q: string) =>
      app.inject({ method: 'GET', url: `/api/part/search?q=${encodeURIComponent(q)}` });
    expect((await search('smartwatch pro')).json<Part[]>().map((part) => part._id)).toContain(id);

    const log = await app.inject({
      method: 'GET',
      url: `/api/admin/activity?targetType=product&targetId=${id}&action=product.updated`,
      headers: bearer(admin),
    });
    const [entry] = log.json<AuditEntryPage>().items;
    expect(entry.actor.email).toBe(ADMIN.email);
    expect(entry.target.label).toBe('Zebra Smartwatch Pro');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: `Zebra Smartwatch ${count}`, after: 'Zebra Smartwatch Pro' },
        { field: 'brand', before: '', after: 'Zebra' },
        { field: 'img', before: photos[0], after: photos[1] },
        { field: 'photos', before: 1, after: 2 },
        {
          field: 'warranty',
          after: '12 months official warranty: Manufacturing defects',
        },
        { field: 'specs.battery-capacity', after: 'Capacity: 300 mAh' },
        { field: 'specs.bluetooth', after: 'Bluetooth version: 5.3' },
      ]),
    );
  });

  it.each([
    [
      'a number with its unit as text',
      { key: 'battery-capacity', value: '300 mAh' },
      'Capacity must be a number (in mAh)',
    ],
    [
      'a number outside its range',
      { key: 'battery-capacity', value: 5000 },
      'Capacity must be between 50 mAh and 1000 mAh',
    ],
    [
      'a choice not listed',
      { key: 'bluetooth', value: '9-9' },
      'Bluetooth version must be one of its listed choices',
    ],
    ['yes/no as text', { key: 'always-on', value: 'yes' }, 'Always-on display must be yes or no'],
    [
      'a key the template lacks',
      { key: 'horsepower', value: 3 },
      `"horsepower" is not a field of this category's spec sheet`,
    ],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, spec, message) => {
    const id = await createWatch();
    const before = await product(id);
    const res = await patch(id, { name: 'Changed name', specs: [spec] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: ErrorCode.VALIDATION_FAILED,
      message,
      field: `specs.${spec.key}`,
      messageBn: expect.any(String),
    });
    expect(await product(id)).toEqual(before);
  });

  it("checks specs against the new category's template when the category changes", async () => {
    const id = await createWatch();
    const res = await patch(id, {
      category: 'kettle',
      specs: [{ key: 'battery-capacity', value: 300 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'specs.battery-capacity' });
    expect((await product(id)).category).toBe('smart-watch');
    // Without specs, the values that do not fit the new category's sheet go with the move.
    expect((await patch(id, { specs: [{ key: 'battery-capacity', value: 300 }] })).statusCode).toBe(
      200,
    );
    const moved = await patch(id, { category: 'phone' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ProductDetails>()).toMatchObject({ category: 'phone' });
  });

  it.each([
    ['nothing to change', {}, 'body'],
    [
      'a photo not of the shop',
      { photos: [{ url: 'https://evil.example/x.png', alt: { en: 'x', bn: 'x' } }] },
      'photos.0.url',
    ],
    [
      'a photo with an empty URL',
      { photos: [{ url: '', alt: { en: 'x', bn: 'x' } }] },
      'photos.0.url',
    ],
  ])('refuses %s with 400 naming the field', async (_, payload, field) => {
    const id = await createWatch();
    const res = await patch(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, field });
    const photo = (payload as { photos?: { url: string }[] }).photos?.[0];
    if (field === 'photos.0.url' && photo?.url) {
      expect(res.json()).toMatchObject({ message: PART_IMAGE_NOT_STORED });
    }
  });

  it('refuses an empty photo list, more than 8, an unknown field and a bad category with 400', async () => {
    const id = await createWatch();
    const photo = { url: photos[0], alt: { en: 'x', bn: 'x' } };
    for (const payload of [
      { photos: [] },
      { photos: Array.from({ length: 9 }, () => photo) },
      { price: 10 },
      { category: 'toaster' },
      { warranty: { months: 12, type: 'forever', covers: { en: 'x', bn: 'x' } } },
    ]) {
      const res = await patch(id, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    const noAlt = await patch(id, { photos: [{ url: photos[0], alt: { en: 'x', bn: ' ' } }] });
    expect(noAlt.json()).toMatchObject({ statusCode: 400, field: 'photos.0.alt.bn' });
  });

  it('answers 404 for a missing or deleted product, 403 to a customer', async () => {
    expect((await patch('665f1e0000000000000fffff', { name: 'x' })).statusCode).toBe(404);
    const id = await createWatch();
    expect((await patch(id, { name: 'x' }, customer)).statusCode).toBe(403);
    await app.inject({ method: 'DELETE', url: `/api/part/${id}`, headers: bearer(admin) });
    const res = await patch(id, { name: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.PRODUCT_NOT_FOUND });
  });
});
