/**
 * The admin's product tools against the real app and the embedded database: Add Product
 * with the spec's messages, PUT that applies only its own field, a stock edit racing parallel orders,
 * delete that archives ordered products (gone from the storefront, still in old orders) and erases
 * the others, the low-stock list. Every part used here is created by this file, in its own database.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type ApiErrorBody,
  ErrorCode,
  type Order,
  type Part,
  type PartDeletedAnswer,
  type ProductDetails,
} from '@shop/contracts';
import { PRODUCT_MESSAGES } from '@shop/rules';
import { Types } from 'mongoose';
import { PART_IMAGE_NOT_STORED } from '../src/catalogue/dto/part-input.dto';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

/** A valid 1×1 PNG: what POST /api/images stores. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CONTACT = {
  name: 'Karim Ahmed',
  phone: '01812345678',
  address: 'House 3, Road 9, Banani',
  district: 'Dhaka',
};

describe('admin catalogue', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  /** A photo of the shop's image storage, uploaded by the admin. */
  let photo = '';
  let partCount = 0;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-admin-catalogue' });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    const upload = multipartFile('image', TINY_PNG);
    const res = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(admin) },
    });
    expect(res.statusCode).toBe(201);
    photo = res.json<{ data: { url: string } }>().data.url;
  });

  afterAll(() => dropAndClose(app));

  /** A request as the admin, another session, or nobody (null). */
  const send = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: unknown,
    session: Session | null = admin,
  ) =>
    app.inject({ method, url, payload: payload as object, headers: bearer(session ?? undefined) });

  function validPart(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    partCount += 1;
    return {
      name: `Admin Test Zebra Part ${partCount}`,
      price: '1450',
      quantity: '12',
      description: 'A part made by the admin catalogue e2e test',
      img: photo,
      ...overrides,
    };
  }

  async function createPart(overrides: Record<string, unknown> = {}): Promise<ProductDetails> {
    const res = await send('POST', '/api/part', validPart(overrides));
    expect(res.statusCode).toBe(201);
    const { insertedId } = res.json<{ insertedId: string }>();
    const read = await send('GET', `/api/product/${insertedId}`, undefined, null);
    expect(read.statusCode).toBe(200);
    return read.json<ProductDetails>();
  }

  /** The spec's six fields of a product (what the spec's writes answer). */
  const specFields = ({ _id, name, img, price, quantity, description }: Part): Part => ({
    _id,
    name,
    img,
    price,
    quantity,
    description,
  });

  const partsNamed = async (text: string) =>
    (await send('GET', `/api/part?q=${encodeURIComponent(text)}&page=1&limit=100`)).json<{
      items: Part[];
      total: number;
    }>();

  describe('POST /api/part', () => {
    it.each([
      ['price "01"', { price: '01' }, PRODUCT_MESSAGES.priceInvalid],
      ['price "-1"', { price: '-1' }, PRODUCT_MESSAGES.priceInvalid],
      ['price "1e3"', { price: '1e3' }, PRODUCT_MESSAGES.priceInvalid],
      ['price {"$gt":0}', { price: { $gt: 0 } }, PRODUCT_MESSAGES.priceInvalid],
      ['price -5 (number)', { price: -5 }, PRODUCT_MESSAGES.priceInvalid],
      ['price blank', { price: '  ' }, PRODUCT_MESSAGES.priceRequired],
      // A product on sale costs at least ৳1, and the limits are the form's.
      ['price "0"', { price: '0' }, PRODUCT_MESSAGES.priceTooSmall],
      ['price "0.99" (stored as 0)', { price: '0.99' }, PRODUCT_MESSAGES.priceTooSmall],
      ['price 0 (number)', { price: 0 }, PRODUCT_MESSAGES.priceTooSmall],
      ['price "1000000001"', { price: '1000000001' }, PRODUCT_MESSAGES.priceTooLarge],
      ['price of 30 digits', { price: '9'.repeat(30) }, PRODUCT_MESSAGES.priceTooLarge],
      ['quantity "1000000001"', { quantity: '1000000001' }, PRODUCT_MESSAGES.quantityTooLarge],
      ['name of 201 characters', { name: 'n'.repeat(201) }, PRODUCT_MESSAGES.nameTooLong],
      [
        'description of 6000 characters',
        { description: 'd'.repeat(6000) },
        PRODUCT_MESSAGES.descriptionTooLong,
      ],
      ['price missing', { price: undefined }, PRODUCT_MESSAGES.priceRequired],
      ['quantity "01"', { quantity: '01' }, PRODUCT_MESSAGES.quantityInvalid],
      ['quantity {"$gt":0}', { quantity: { $gt: 0 } }, PRODUCT_MESSAGES.quantityInvalid],
      ['quantity missing', { quantity: undefined }, PRODUCT_MESSAGES.quantityRequired],
      ['name missing', { name: undefined }, PRODUCT_MESSAGES.nameRequired],
      ['description blank', { description: '' }, PRODUCT_MESSAGES.descriptionRequired],
      ['photo missing', { img: undefined }, PRODUCT_MESSAGES.imageRequired],
      ['photo from another host', { img: 'https://i.ibb.co/abc/photo.png' }, PART_IMAGE_NOT_STORED],
      [
        'photo path never stored',
        { img: `/uploads/images/${'ab'.repeat(16)}-800.webp` },
        PART_IMAGE_NOT_STORED,
      ],
    ])(
      'refuses %s with 400 and the spec message, creating nothing',
      async (_label, overrides, message) => {
        const payload = validPart(overrides);
        const res = await send('POST', '/api/part', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json<ApiErrorBody>()).toEqual({
          statusCode: 400,
          code: ErrorCode.VALIDATION_FAILED,
          message,
        });
        // (The name filter takes at most 100 characters.)
        if (typeof payload.name === 'string' && payload.name.length <= 100)
          expect((await partsNamed(payload.name)).total).toBe(0);
      },
    );

    it('refuses unknown fields and customers', async () => {
      expect((await send('POST', '/api/part', validPart({ featured: true }))).statusCode).toBe(400);
      expect((await send('POST', '/api/part', validPart(), customer)).statusCode).toBe(403);
    });

    it('stores decimals truncated to whole taka and units, text or numbers alike', async () => {
      const fromText = await createPart({ price: '1250.75', quantity: '7.9' });
      expect(fromText).toMatchObject({ price: 1250, quantity: 7, img: photo });
      const fromNumbers = await createPart({ price: 99.5, quantity: 0 });
      expect(fromNumbers).toMatchObject({ price: 99, quantity: 0 });
      // On the storefront: the listing, the search and the name filter.
      expect((await send('GET', '/api/part')).json<Part[]>().map((p) => p._id)).toContain(
        fromText._id,
      );
      const search = await send('GET', `/api/part/search?q=${encodeURIComponent(fromText.name)}`);
      expect(search.json<Part[]>().map((p) => p._id)).toEqual([fromText._id]);
      expect((await partsNamed(fromText.name.toUpperCase())).items.map((p) => p._id)).toEqual([
        fromText._id,
      ]);
      // The category follows from the name.
      const kettle = await createPart({ name: 'Admin Test Zebra Electric Kettle' });
      const stored = await connectionOf(app)
        .collection('parts')
        .findOne({ _id: new Types.ObjectId(kettle._id) });
      expect(stored).toMatchObject({
        category: 'kettle',
        archived: false,
        nameLower: 'admin test zebra electric kettle',
      });
    });
  });

  describe('PUT /api/part/:id and PUT /api/priceUpdate/:id', () => {
    it('accepts the whole part object and applies only the quantity', async () => {
      const part = await createPart({ price: '500', quantity: '10' });
      const res = await send('PUT', `/api/part/${part._id}`, {
        ...part,
        name: 'Renamed',
        price: 1,
        description: 'Changed',
        quantity: '25.6',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Part>()).toEqual({ ...specFields(part), quantity: 25 });
      const after = (await send('GET', `/api/product/${part._id}`)).json<ProductDetails>();
      expect(after).toEqual({
        ...part,
        quantity: 25,
        // Its one variant's stock is the product's.
        variants: [{ ...part.variants[0], quantity: 25 }],
      });
    });

    it('accepts the whole part object and applies only the price', async () => {
      const part = await createPart({ price: '500', quantity: '10' });
      const res = await send('PUT', `/api/priceUpdate/${part._id}`, {
        ...part,
        name: 'Renamed',
        quantity: 0,
        price: '650',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<Part>()).toEqual({ ...specFields(part), price: 650 });
      const after = (await send('GET', `/api/product/${part._id}`)).json<ProductDetails>();
      expect(after.variants).toEqual([{ ...part.variants[0], price: 650 }]);
    });

    it('refuses a price that would be stored as ৳0, and takes ৳1', async () => {
      const part = await createPart({ price: '500' });
      for (const price of ['0', '0.5', 0, 0.99]) {
        const res = await send('PUT', `/api/priceUpdate/${part._id}`, { ...part, price });
        expect(res.json<ApiErrorBody>()).toEqual({
          statusCode: 400,
          code: ErrorCode.VALIDATION_FAILED,
          message: PRODUCT_MESSAGES.priceTooSmall,
        });
      }
      expect((await send('GET', `/api/product/${part._id}`)).json<Part>().price).toBe(500);
      const one = await send('PUT', `/api/priceUpdate/${part._id}`, { ...part, price: '1.75' });
      expect(one.json<Part>().price).toBe(1);
      // A stock of 0 is still a product out of stock, not an error.
      const empty = await send('PUT', `/api/part/${part._id}`, { ...part, quantity: '0' });
      expect(empty.json<Part>().quantity).toBe(0);
    });

    it('refuses bad amounts with the spec message, and unknown parts with 404', async () => {
      const part = await createPart();
      const quantity = await send('PUT', `/api/part/${part._id}`, { ...part, quantity: '-3' });
      expect(quantity.json<ApiErrorBody>()).toMatchObject({
        statusCode: 400,
        message: PRODUCT_MESSAGES.quantityInvalid,
      });
      const price = await send('PUT', `/api/priceUpdate/${part._id}`, {
        ...part,
        price: { $gt: 0 },
      });
      expect(price.json<ApiErrorBody>()).toMatchObject({
        statusCode: 400,
        message: PRODUCT_MESSAGES.priceInvalid,
      });
      const missing = await send('PUT', `/api/priceUpdate/${part._id}`, {
        ...part,
        price: undefined,
      });
      expect(missing.json<ApiErrorBody>()).toMatchObject({
        statusCode: 400,
        message: PRODUCT_MESSAGES.priceRequired,
      });
      expect(
        (await send('PUT', `/api/part/${part._id}`, { ...part, featured: true })).statusCode,
      ).toBe(400);
      const nobody = await send('PUT', `/api/part/${new Types.ObjectId().toHexString()}`, {
        quantity: 3,
      });
      expect(nobody.json<ApiErrorBody>()).toMatchObject({
        statusCode: 404,
        code: ErrorCode.PRODUCT_NOT_FOUND,
      });
      expect((await send('GET', `/api/product/${part._id}`)).json<Part>()).toEqual(part);
    });

    it('a stock edit racing 100 parallel orders never leaves a negative stock', async () => {
      const part = await createPart({ quantity: '40' });
      const stocksSeen: number[] = [];
      const bookings = Array.from({ length: 100 }, () =>
        send('POST', '/api/booking', { partsId: part._id, quantity: 1, ...CONTACT }, customer),
      );
      const edits = [30, 5, 20].map((quantity) =>
        send('PUT', `/api/part/${part._id}`, { ...part, quantity }),
      );
      const reads = Array.from({ length: 10 }, async () => {
        stocksSeen.push((await send('GET', `/api/product/${part._id}`)).json<Part>().quantity);
      });
      const answers = await Promise.all(bookings);
      const editAnswers = await Promise.all(edits);
      await Promise.all(reads);

      expect(editAnswers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
      const placed = statuses.filter((status) => status === 201).length;
      // At most the first stock plus every stock the admin set could ever be sold.
      expect(placed).toBeLessThanOrEqual(40 + 30 + 5 + 20);
      for (const res of answers.filter((r) => r.statusCode === 409)) {
        expect(res.json<ApiErrorBody>().code).toBe(ErrorCode.INSUFFICIENT_STOCK);
      }
      const final = (await send('GET', `/api/product/${part._id}`)).json<Part>().quantity;
      const stored = await connectionOf(app)
        .collection('parts')
        .findOne({ _id: new Types.ObjectId(part._id) });
      expect(stored?.quantity).toBe(final);
      expect([...stocksSeen, final].every((stock) => Number.isInteger(stock) && stock >= 0)).toBe(
        true,
      );
      // The stock is whatever the admin last set, less what was sold after it: never above 30.
      expect(final).toBeLessThanOrEqual(30);
    });
  });

  describe('DELETE /api/part/:id', () => {
    it('archives an ordered product: gone from the storefront, no longer sold, still in its old order', async () => {
      const part = await createPart({ name: 'Admin Test Zebra Archived Router', quantity: '9' });
      // Featured, to check the home page too (the admin cannot feature a product through the API).
      await connectionOf(app)
        .collection('parts')
        .updateOne({ _id: new Types.ObjectId(part._id) }, { $set: { featured: true } });
      expect((await send('GET', '/api/partHome')).json<Part[]>().map((p) => p._id)).toContain(
        part._id,
      );
      const booked = await send(
        'POST',
        '/api/booking',
        { partsId: part._id, quantity: 2, ...CONTACT },
        customer,
      );
      expect(booked.statusCode).toBe(201);
      const orderId = booked.json<{ insertedId: string }>().insertedId;

      const deleted = await send('DELETE', `/api/part/${part._id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json<PartDeletedAnswer>()).toEqual({ deletedCount: 1, archived: true });

      const ids = (parts: { _id: string }[]) => parts.map((p) => p._id);
      expect(ids((await send('GET', '/api/part')).json<Part[]>())).not.toContain(part._id);
      expect(
        ids(
          (await send('GET', '/api/part?category=router&page=1&limit=100')).json<{
            items: Part[];
          }>().items,
        ),
      ).not.toContain(part._id);
      expect((await send('GET', `/api/part?ids=${part._id}`)).json<Part[]>()).toEqual([]);
      expect(
        ids(
          (await send('GET', `/api/part/search?q=${encodeURIComponent(part.name)}`)).json<Part[]>(),
        ),
      ).not.toContain(part._id);
      expect(ids((await send('GET', '/api/partHome')).json<Part[]>())).not.toContain(part._id);
      const page = await send('GET', `/api/product/${part._id}`);
      expect(page.json<ApiErrorBody>()).toMatchObject({
        statusCode: 404,
        code: ErrorCode.PRODUCT_NOT_FOUND,
      });
      expect(
        ids((await send('GET', '/api/admin/low-stock?max=1000000')).json<Part[]>()),
      ).not.toContain(part._id);

      // No longer sold: neither booked nor checked out, and its stock cannot be edited.
      const again = await send(
        'POST',
        '/api/booking',
        { partsId: part._id, quantity: 1, ...CONTACT },
        customer,
      );
      expect(again.json<ApiErrorBody>()).toMatchObject({
        statusCode: 404,
        code: ErrorCode.PRODUCT_NOT_FOUND,
      });
      const checkout = await send(
        'POST',
        '/api/orders',
        { lines: [{ partId: part._id, quantity: 1 }], ...CONTACT },
        customer,
      );
      expect(checkout.json<ApiErrorBody>()).toMatchObject({
        statusCode: 404,
        code: ErrorCode.PRODUCT_NOT_FOUND,
      });
      expect(
        (await send('PUT', `/api/part/${part._id}`, { ...part, quantity: 50 })).statusCode,
      ).toBe(404);
      expect((await send('DELETE', `/api/part/${part._id}`)).statusCode).toBe(404);

      // The old order still reads whole.
      const order = await send('GET', `/api/orders/${orderId}`, undefined, customer);
      expect(order.statusCode).toBe(200);
      expect(order.json<Order>()).toMatchObject({
        partsId: part._id,
        partsName: part.name,
        img: photo,
        lines: [
          { partId: part._id, name: part.name, img: photo, unitPrice: part.price, quantity: 2 },
        ],
      });
      const stored = await connectionOf(app)
        .collection('parts')
        .findOne({ _id: new Types.ObjectId(part._id) });
      expect(stored).toMatchObject({ archived: true, name: part.name });
    });

    it('erases a product that was never ordered', async () => {
      const part = await createPart();
      const deleted = await send('DELETE', `/api/part/${part._id}`);
      expect(deleted.json<PartDeletedAnswer>()).toEqual({ deletedCount: 1, archived: false });
      expect(
        await connectionOf(app)
          .collection('parts')
          .findOne({ _id: new Types.ObjectId(part._id) }),
      ).toBeNull();
      expect((await send('GET', `/api/product/${part._id}`)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/part/${part._id}`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/admin/low-stock', () => {
    it('lists the products on sale with at most max units, fewest first', async () => {
      const [none, two, five, six] = [
        await createPart({ quantity: '0' }),
        await createPart({ quantity: '2' }),
        await createPart({ quantity: '5' }),
        await createPart({ quantity: '6' }),
      ];
      const listed = (await send('GET', '/api/admin/low-stock')).json<Part[]>();
      const mine = listed.filter((p) => [none, two, five, six].some((q) => q._id === p._id));
      expect(mine.map((p) => [p._id, p.quantity])).toEqual([
        [none._id, 0],
        [two._id, 2],
        [five._id, 5],
      ]);
      const quantities = listed.map((p) => p.quantity);
      expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
      expect(quantities.every((q) => q <= 5)).toBe(true);
      expect((await send('GET', '/api/admin/low-stock?max=-1')).statusCode).toBe(400);
      // An integer written with a decimal point is not one (schemathesis sent this).
      const pointed = await send('GET', '/api/admin/low-stock?max=0.0');
      expect(pointed.statusCode).toBe(400);
      expect(pointed.json<{ message: string }>().message).toBe(
        'max must be a whole number from 0 to 1000000',
      );
      expect((await send('GET', '/api/admin/low-stock', undefined, customer)).statusCode).toBe(403);
    });
  });
});
