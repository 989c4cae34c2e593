/**
 * Numbers sent as text are decimal digits only. `{"quantity": "0x10"}` once booked
 * 16 units; hex, exponents, a plus sign, spaces around the digits, `Infinity` and the empty string
 * are refused with 400 VALIDATION_FAILED and a message naming the field, on every route that reads a
 * number from text (bodies and query parameters). Each route also accepts a good value, so the 400s
 * are the number's and nothing else's.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ErrorCode } from '@shop/contracts';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

const NOT_DECIMAL = [
  '0x10',
  '0X1f',
  '1e3',
  '1E1',
  '+5',
  ' 4',
  '4 ',
  ' 4 ',
  'Infinity',
  '-Infinity',
  '',
];

const CONTACT = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'Dhaka',
};

type Method = 'GET' | 'POST' | 'PUT';

interface Case {
  route: string;
  field: string;
  /** Who asks: a customer or an admin. */
  as: 'customer' | 'admin';
  /** A good value of the field, answered 2xx. */
  good: string;
  /** The message names the field. */
  names: RegExp;
  request: (value: string) => { method: Method; url: string; payload?: object };
}

describe('numbers are decimal digits only', () => {
  let app: NestFastifyApplication;
  let customer: Session;
  let admin: Session;
  let part: { _id: string };
  let img: string;
  /** The customer's own upload: a review's photo must be its author's. */
  let customerImg: string;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-numbers' });
    customer = await login(app, CUSTOMER);
    admin = await login(app, ADMIN);
    const created = await connectionOf(app).model('Part').create({
      name: 'Numbers Test TWS',
      category: 'tws',
      img: '/static/products/numbers-test.svg',
      price: 1000,
      quantity: 100_000,
      description: 'A part of the numbers e2e test',
    });
    part = { _id: String(created._id) };
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = multipartFile('image', png);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(admin) },
    });
    expect(uploaded.statusCode).toBe(201);
    img = uploaded.json<{ data: { url: string } }>().data.url;
    const mine = multipartFile('image', png);
    const ownUpload = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: mine.payload,
      headers: { ...mine.headers, ...bearer(customer) },
    });
    expect(ownUpload.statusCode).toBe(201);
    customerImg = ownUpload.json<{ data: { url: string } }>().data.url;
  });

  afterAll(() => dropAndClose(app));

  const query = (path: string, name: string) => (value: string) => ({
    method: 'GET' as const,
    url: `${path}?${name}=${encodeURIComponent(value)}`,
  });
  const newPart = (fields: object) => ({
    name: 'Numbers Test Kettle',
    price: '1450',
    quantity: '5',
    description: 'A kettle of the numbers test',
    img,
    ...fields,
  });

  const CASES: Case[] = [
    {
      route: 'POST /api/booking',
      field: 'quantity',
      as: 'customer',
      good: '2',
      names: /^Quantity /,
      request: (quantity) => ({
        method: 'POST',
        url: '/api/booking',
        payload: { partsId: part._id, quantity, ...CONTACT },
      }),
    },
    {
      route: 'POST /api/orders',
      field: 'lines[].quantity',
      as: 'customer',
      good: '2',
      names: /^Quantity /,
      request: (quantity) => ({
        method: 'POST',
        url: '/api/orders',
        payload: { lines: [{ partId: part._id, quantity }], ...CONTACT },
      }),
    },
    {
      route: 'POST /api/part',
      field: 'price',
      as: 'admin',
      good: '1450',
      names: /^(Enter parts price|Price is Required)$/,
      request: (price) => ({ method: 'POST', url: '/api/part', payload: newPart({ price }) }),
    },
    {
      route: 'POST /api/part',
      field: 'quantity',
      as: 'admin',
      good: '5',
      names: /^(Enter valid parts quantity|quantity is Required)$/,
      request: (quantity) => ({ method: 'POST', url: '/api/part', payload: newPart({ quantity }) }),
    },
    {
      route: 'PUT /api/part/:id',
      field: 'quantity',
      as: 'admin',
      good: '100000',
      names: /^(Enter valid parts quantity|quantity is Required)$/,
      request: (quantity) => ({
        method: 'PUT',
        url: `/api/part/${part._id}`,
        payload: { quantity },
      }),
    },
    {
      route: 'PUT /api/priceUpdate/:id',
      field: 'price',
      as: 'admin',
      good: '1000',
      names: /^(Enter parts price|Price is Required)$/,
      request: (price) => ({
        method: 'PUT',
        url: `/api/priceUpdate/${part._id}`,
        payload: { price },
      }),
    },
    {
      route: 'POST /api/review',
      field: 'retting',
      as: 'customer',
      good: '4',
      names: /^(Provide our 5 star rating|Retting is Required)$/,
      request: (retting) => ({
        method: 'POST',
        url: '/api/review',
        payload: { name: 'Numbers Tester', retting, review: 'Good kettle.', img: customerImg },
      }),
    },
    {
      route: 'GET /api/part',
      field: 'page',
      as: 'customer',
      good: '1',
      names: /^page /,
      request: query('/api/part', 'page'),
    },
    {
      route: 'GET /api/part',
      field: 'limit',
      as: 'customer',
      good: '5',
      names: /^limit /,
      request: query('/api/part', 'limit'),
    },
    {
      route: 'GET /api/review',
      field: 'limit',
      as: 'customer',
      good: '5',
      names: /^limit /,
      request: query('/api/review', 'limit'),
    },
    {
      route: 'GET /api/booking',
      field: 'page',
      as: 'admin',
      good: '1',
      names: /^page /,
      request: query('/api/booking', 'page'),
    },
    {
      route: 'GET /api/booking',
      field: 'limit',
      as: 'admin',
      good: '5',
      names: /^limit /,
      request: query('/api/booking', 'limit'),
    },
    {
      route: 'GET /api/contact',
      field: 'page',
      as: 'admin',
      good: '1',
      names: /^page /,
      request: query('/api/contact', 'page'),
    },
    {
      route: 'GET /api/contact',
      field: 'limit',
      as: 'admin',
      good: '5',
      names: /^limit /,
      request: query('/api/contact', 'limit'),
    },
    {
      route: 'GET /api/admin/low-stock',
      field: 'max',
      as: 'admin',
      good: '3',
      names: /^max /,
      request: query('/api/admin/low-stock', 'max'),
    },
  ];

  const send = (testCase: Case, value: string) => {
    const { method, url, payload } = testCase.request(value);
    return app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: bearer(testCase.as === 'admin' ? admin : customer),
      remoteAddress: nextAddress(),
    });
  };

  it.each(CASES.map((testCase) => [`${testCase.route} ${testCase.field}`, testCase] as const))(
    '%s: a decimal value is accepted, every other notation is 400 naming the field',
    async (_name, testCase) => {
      const good = await send(testCase, testCase.good);
      expect([testCase.good, good.statusCode, good.statusCode < 300 ? '' : good.body]).toEqual([
        testCase.good,
        good.statusCode,
        '',
      ]);
      const answers = [];
      for (const value of NOT_DECIMAL) {
        const res = await send(testCase, value);
        answers.push({
          value,
          status: res.statusCode,
          code: res.json<{ code: string }>().code,
          message: res.json<{ message: string }>().message,
        });
      }
      for (const answer of answers) {
        expect(answer).toEqual({
          value: answer.value,
          status: 400,
          code: ErrorCode.VALIDATION_FAILED,
          message: expect.stringMatching(testCase.names),
        });
      }
    },
  );

  it('never booked 16 units for "0x10": the only orders are the good ones, of 2 units each', async () => {
    const orders = await connectionOf(app)
      .collection('orders')
      .find({ 'lines.partId': new Types.ObjectId(part._id) })
      .toArray();
    const units = orders.flatMap((order) =>
      (order.lines as Array<{ quantity: number }>).map((line) => line.quantity),
    );
    expect(units).toEqual([2, 2]);
  });
});
