/**
 * Printable documents of orders: VAT invoices (number per financial year, given once, allocated
 * atomically) and shipping labels, checked by the text a PDF reader extracts from them.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { execFile } from 'node:child_process';
import { type Model, Types } from 'mongoose';
import { Shipment } from '../src/couriers/schemas/shipment.schema';
import { InvoiceNumbersService } from '../src/documents';
import { SEED_PRODUCTS } from '../src/seed/seed-data';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session } from './helpers/auth';

const PART = SEED_PRODUCTS.filter((product) => !product.variants && product.quantity > 50)[0];
const NOBODY_ID = '665f1e0000000000000fffff';

interface Pdf {
  text: string;
  pages: number;
}

/**
 * The text and page count a PDF reader (pdf.js, through pdf-parse) extracts. In a child Node process:
 * pdf.js starts its worker with import(), which Jest's CommonJS runtime refuses.
 */
const EXTRACT = `
import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const result = await parser.getText();
process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
await parser.destroy();
`;

function readPdf(bytes: Buffer): Promise<Pdf> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', EXTRACT],
      { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as Pdf)),
    );
    child.stdin?.end(bytes);
  });
}

describe('documents: invoices and shipping labels (PDF)', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let numbers: InvoiceNumbersService;
  let shipments: Model<Shipment>;

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-documents',
      env: { INVOICE_SELLER_BIN: '000123456-0101', INVOICE_VAT_RATE: '15' },
    });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    numbers = app.get(InvoiceNumbersService);
    shipments = app.get<Model<Shipment>>(getModelToken(Shipment.name));
  });

  afterAll(async () => {
    await dropAndClose(app);
  });

  async function placeOrder(quantity = 2): Promise<{ id: string; number: string; total: number }> {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearer(customer),
      remoteAddress: nextAddress(),
      payload: {
        partsId: PART._id,
        quantity,
        name: 'Invoice Buyer',
        phone: '01712345678',
        address: 'House 7, Road 3, Block C',
        district: 'Dhaka',
      },
    });
    expect(booked.statusCode).toBe(201);
    const id = booked.json<{ insertedId: string }>().insertedId;
    const order = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(admin) });
    const { number, total } = order.json<{ number: string; total: number }>();
    return { id, number, total };
  }

  async function getPdf(url: string, session: Session = admin) {
    return app.inject({ method: 'GET', url, headers: bearer(session) });
  }

  it("an admin prints an order's invoice in English: seller with BIN, buyer, number, lines, VAT and totals", async () => {
    const order = await placeOrder(2);
    const res = await getPdf(`/api/orders/${order.id}/invoice.pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBe(1);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('TechParts BD');
    expect(text).toContain('BIN: 0001234560101');
    expect(text).toContain('Invoice Buyer');
    expect(text).toContain('House 7, Road 3, Block C');
    expect(text).toMatch(/Invoice no\.: \d{4}-\d{2}\/\d{6}/);
    expect(text).toContain(`Order: #${order.number}`);
    expect(text).toContain(PART.name.slice(0, 20));
    expect(text).toContain('15%');
    // The total includes VAT: 15/115 of it is the VAT, to the poisha.
    const totalPoisha = order.total * 100;
    const vat = Math.floor((2 * totalPoisha * 1500 + 11_500) / 23_000);
    const money = (poisha: number) =>
      `৳${Math.floor(poisha / 100).toLocaleString('en-IN')}.${String(poisha % 100).padStart(2, '0')}`;
    expect(text).toContain(`Total including VAT ${money(totalPoisha)}`);
    expect(text).toMatch(/Total excluding VAT ৳[\d,]+\.\d{2}/);
    const lineVats = [...text.matchAll(/15% ৳([\d,]+)\.(\d{2})/g)].map(
      ([, taka, poisha]) => Number(taka.replace(/,/g, '')) * 100 + Number(poisha),
    );
    // Each line's VAT is rounded on its own; their sum is within a poisha per line of the whole's.
    expect(Math.abs(lineVats.reduce((a, b) => a + b, 0) - vat)).toBeLessThanOrEqual(lineVats.length);
  });

  it('prints the Bengali invoice with Bengali labels and digits, and the same number as the English one', async () => {
    const order = await placeOrder(1);
    const en = await readPdf((await getPdf(`/api/orders/${order.id}/invoice.pdf`)).rawPayload);
    const res = await getPdf(`/api/orders/${order.id}/invoice.pdf?lang=bn`);
    expect(res.statusCode).toBe(200);
    const { text } = await readPdf(res.rawPayload);
    const number = /Invoice no\.: (\S+)/.exec(en.text)?.[1];
    expect(number).toBeDefined();
    expect(text).toContain(number);
    expect(text).toContain('মূসক');
    expect(text).toContain('৳');
    expect(text).toMatch(/[০-৯]/);
    expect(text).not.toContain('TAX INVOICE');
    expect(text).not.toContain('Total including VAT');
  });

  it('printing again repeats the number; the next order gets the next serial', async () => {
    const first = await placeOrder(1);
    const second = await placeOrder(1);
    const numberOf = async (id: string) =>
      /Invoice no\.: (\S+)/.exec((await readPdf((await getPdf(`/api/orders/${id}/invoice.pdf`)).rawPayload)).text)?.[1];
    const a = await numberOf(first.id);
    expect(await numberOf(first.id)).toBe(a);
    const b = await numberOf(second.id);
    const serial = (n?: string) => Number(n?.split('/')[1]);
    expect(serial(b)).toBe(serial(a) + 1);
  });

  it('serials start again at 1 on 1 July, Dhaka time (the financial year)', async () => {
    const june = await numbers.issue(new Types.ObjectId().toHexString(), new Date('2031-06-30T17:59:00Z'));
    const june2 = await numbers.issue(new Types.ObjectId().toHexString(), new Date('2031-06-30T17:59:30Z'));
    const july = await numbers.issue(new Types.ObjectId().toHexString(), new Date('2031-06-30T18:00:00Z'));
    const july2 = await numbers.issue(new Types.ObjectId().toHexString(), new Date('2031-07-02T10:00:00Z'));
    expect([june.number, june2.number]).toEqual(['2030-31/000001', '2030-31/000002']);
    expect([july.number, july2.number]).toEqual(['2031-32/000001', '2031-32/000002']);
    expect(july.issuedAt.toISOString()).toBe('2031-06-30T18:00:00.000Z');
  });

  it('orders invoiced at once get distinct consecutive serials; one order printed at once gets one number', async () => {
    const at = new Date('2035-03-01T06:00:00Z');
    const ids = Array.from({ length: 25 }, () => new Types.ObjectId().toHexString());
    const issued = await Promise.all(ids.map((id) => numbers.issue(id, at)));
    expect(issued.map((invoice) => invoice.serial).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    const one = new Types.ObjectId().toHexString();
    const same = await Promise.all(Array.from({ length: 10 }, () => numbers.issue(one, at)));
    expect(new Set(same.map((invoice) => invoice.number))).toEqual(new Set(['2034-35/000026']));
    // Through the API too: the same order printed by five requests at once.
    const order = await placeOrder(1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => getPdf(`/api/orders/${order.id}/invoice.pdf`)),
    );
    const printed = await Promise.all(answers.map(async (res) => /Invoice no\.: (\S+)/.exec((await readPdf(res.rawPayload)).text)?.[1]));
    expect(new Set(printed).size).toBe(1);
  });

  it("a booked order's label carries the courier, the consignment id and the amount to collect", async () => {
    const order = await placeOrder(1);
    await shipments.create({
      orderId: new Types.ObjectId(order.id),
      courier: 'steadfast',
      invoice: order.number,
      consignmentId: '1424107',
      trackingCode: '15BAEB8A',
      booking: 'booked',
      bookingAttemptAt: new Date(),
      codAmount: order.total,
      state: 'booked',
    });
    const res = await getPdf(`/api/orders/${order.id}/label.pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain('Steadfast');
    expect(text).toContain('Consignment: 1424107');
    expect(text).toContain('Invoice Buyer');
    expect(text).toContain('01712345678');
    expect(text).toContain('Collect (cash on delivery)');
    expect(text).toContain(`৳${order.total.toLocaleString('en-IN')}`);
    expect(text).toContain('TechParts BD');
  });

  it('an order not booked yet gets a label with its order number to scan', async () => {
    const order = await placeOrder(1);
    const { text } = await readPdf((await getPdf(`/api/orders/${order.id}/label.pdf?lang=bn`)).rawPayload);
    expect(text).toContain(`#${order.number}`);
    expect(text).toContain('Invoice Buyer');
    expect(text).toContain('৳');
  });

  it('a batch prints several orders into one PDF, one page each, in the order given', async () => {
    const a = await placeOrder(1);
    const b = await placeOrder(1);
    const labels = await app.inject({
      method: 'POST',
      url: '/api/orders/labels.pdf',
      headers: bearer(admin),
      payload: { orderIds: [a.id, b.id, a.id], lang: 'en' },
    });
    expect(labels.statusCode).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    const labelPdf = await readPdf(labels.rawPayload);
    expect(labelPdf.pages).toBe(2);
    expect(labelPdf.text.indexOf(`#${a.number}`)).toBeLessThan(labelPdf.text.indexOf(`#${b.number}`));
    const invoices = await app.inject({
      method: 'POST',
      url: '/api/orders/invoices.pdf',
      headers: bearer(admin),
      payload: { orderIds: [b.id, a.id] },
    });
    expect(invoices.statusCode).toBe(200);
    const invoicePdf = await readPdf(invoices.rawPayload);
    expect(invoicePdf.pages).toBe(2);
    expect(invoicePdf.text).toContain(`Order: #${a.number}`);
    expect(invoicePdf.text).toContain(`Order: #${b.number}`);
  });

  it('only admins: a customer gets 403 (their own order too), nobody signed in 401', async () => {
    const order = await placeOrder(1);
    for (const url of [`/api/orders/${order.id}/invoice.pdf`, `/api/orders/${order.id}/label.pdf`]) {
      expect((await getPdf(url, customer)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const batch = await app.inject({
      method: 'POST',
      url: '/api/orders/invoices.pdf',
      headers: bearer(customer),
      payload: { orderIds: [order.id] },
    });
    expect(batch.statusCode).toBe(403);
  });

  it('an unknown order is 404 (alone or in a batch), and takes no serial', async () => {
    const before = await numbers.find(NOBODY_ID);
    for (const url of [`/api/orders/${NOBODY_ID}/invoice.pdf`, `/api/orders/${NOBODY_ID}/label.pdf`]) {
      const res = await getPdf(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    const order = await placeOrder(1);
    const batch = await app.inject({
      method: 'POST',
      url: '/api/orders/invoices.pdf',
      headers: bearer(admin),
      payload: { orderIds: [order.id, NOBODY_ID] },
    });
    expect(batch.statusCode).toBe(404);
    expect(before).toBeUndefined();
    expect(await numbers.find(NOBODY_ID)).toBeUndefined();
    expect(await numbers.find(order.id)).toBeUndefined();
  });

  it('bad input is 400: a language not offered, a batch that is empty or names a non-id', async () => {
    const order = await placeOrder(1);
    expect((await getPdf(`/api/orders/${order.id}/invoice.pdf?lang=fr`)).statusCode).toBe(400);
    expect((await getPdf('/api/orders/not-an-id/label.pdf')).statusCode).toBe(400);
    for (const payload of [{ orderIds: [] }, { orderIds: ['nope'] }, {}, { orderIds: [order.id], lang: 'de' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/orders/labels.pdf', headers: bearer(admin), payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('a cancelled order gets no invoice (409) and no serial', async () => {
    const order = await placeOrder(1);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/booking/${order.id}`,
      headers: bearer(customer),
      remoteAddress: nextAddress(),
    });
    expect(cancelled.statusCode).toBe(200);
    const res = await getPdf(`/api/orders/${order.id}/invoice.pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT' });
    expect(await numbers.find(order.id)).toBeUndefined();
  });
});
