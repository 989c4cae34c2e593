/**
 * The audit log: every admin action leaves exactly one entry — who (as they were), when,
 * what to which thing (with a label a person reads), the values before and after, the note given —
 * and only once the action succeeded. GET /api/admin/activity filters and pages it, for admins only.
 * Append-only: no route and no service method changes or removes an entry.
 */
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type AuditEntryPage,
  ErrorCode,
  type ImageUploadAnswer,
  type Order,
  type User,
} from '@shop/contracts';
import { AuditService } from '../src/audit/audit.service';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, signup } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

/** A valid 1×1 PNG: what POST /api/images stores. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CONTACT = {
  name: 'Karim Hossain',
  phone: '01812345670',
  address: 'House 3, Road 9, Uttara',
  district: 'Dhaka',
};

describe('audit log', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let photo = '';

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-audit' });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    const file = multipartFile('image', TINY_PNG);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(admin) },
    });
    photo = uploaded.json<ImageUploadAnswer>().data.url;
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
      headers: bearer(session),
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  async function activity(query: string, session: Session = admin): Promise<AuditEntryPage> {
    const res = await call('GET', `/api/admin/activity${query ? `?${query}` : ''}`, session);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    return res.json<AuditEntryPage>();
  }

  const entriesFor = async (targetId: string) =>
    (await activity(`targetId=${targetId}&limit=100`)).items;

  const ACTOR = { name: 'Shop Admin', email: ADMIN.email };

  async function createPart(name: string, price = 1200, quantity = 10): Promise<string> {
    const res = await call('POST', '/api/part', admin, {
      name,
      price: String(price),
      quantity: String(quantity),
      description: 'True wireless earbuds',
      img: photo,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  }

  const partBody = (id: string, fields: object) => ({
    _id: id,
    name: 'ignored',
    img: photo,
    price: 1,
    quantity: 1,
    description: 'ignored',
    ...fields,
  });

  async function placeCod(partId: string, quantity = 2): Promise<Order> {
    const res = await call('POST', '/api/orders', customer, {
      lines: [{ partId, quantity }],
      ...CONTACT,
      paymentMethod: 'cod',
    });
    expect(res.statusCode).toBe(201);
    return res.json<Order>();
  }

  describe('products', () => {
    it('records a new product with every field as its value after', async () => {
      const id = await createPart('Boat Airdopes 141');
      const entries = await entriesFor(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'product.created',
        actor: { ...ACTOR, userId: admin.answer.user._id },
        target: { type: 'product', id, label: 'Boat Airdopes 141' },
        changes: [
          { field: 'name', after: 'Boat Airdopes 141' },
          { field: 'price', after: 1200 },
          { field: 'quantity', after: 10 },
          { field: 'description', after: 'True wireless earbuds' },
          { field: 'img', after: photo },
        ],
      });
      expect(entries[0].changes.every((change) => !('before' in change))).toBe(true);
      expect(Date.now() - Date.parse(entries[0].at)).toBeLessThan(60_000);
    });

    it('records a price change and a stock change with the values before and after', async () => {
      const id = await createPart('Price Edit Buds');
      expect(
        (await call('PUT', `/api/priceUpdate/${id}`, admin, partBody(id, { price: '1150' })))
          .statusCode,
      ).toBe(200);
      expect(
        (await call('PUT', `/api/part/${id}`, admin, partBody(id, { quantity: '7' }))).statusCode,
      ).toBe(200);
      const [stock, price] = await entriesFor(id);
      expect(price).toMatchObject({
        action: 'product.updated',
        target: { label: 'Price Edit Buds' },
        changes: [{ field: 'price', before: 1200, after: 1150 }],
      });
      expect(stock).toMatchObject({
        action: 'product.updated',
        changes: [{ field: 'quantity', before: 10, after: 7 }],
      });
      expect(await entriesFor(id)).toHaveLength(3);
    });

    it('records nothing for a refused edit, and nothing for an edit that changes nothing', async () => {
      const id = await createPart('Refused Edit Buds');
      expect(
        (await call('PUT', `/api/priceUpdate/${id}`, admin, partBody(id, { price: '-5' })))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('PUT', `/api/part/${id}`, customer, partBody(id, { quantity: '3' })))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/api/part/${id}`, admin, partBody(id, { quantity: '10' }))).statusCode,
      ).toBe(200);
      expect((await entriesFor(id)).map((entry) => entry.action)).toEqual(['product.created']);
    });

    it('records a delete as deleted (never ordered) or archived (ordered), with the name', async () => {
      const erased = await createPart('Never Ordered Kettle', 900, 4);
      expect((await call('DELETE', `/api/part/${erased}`, admin)).json()).toEqual({
        deletedCount: 1,
        archived: false,
      });
      const [deleted] = await entriesFor(erased);
      expect(deleted).toMatchObject({
        action: 'product.deleted',
        target: { type: 'product', id: erased, label: 'Never Ordered Kettle' },
        changes: expect.arrayContaining([
          { field: 'price', before: 900 },
          { field: 'quantity', before: 4 },
        ]),
      });

      const ordered = await createPart('Ordered Router');
      await placeCod(ordered, 1);
      expect((await call('DELETE', `/api/part/${ordered}`, admin)).json()).toEqual({
        deletedCount: 1,
        archived: true,
      });
      const [archived] = await entriesFor(ordered);
      expect(archived).toMatchObject({
        action: 'product.archived',
        target: { label: 'Ordered Router' },
        changes: [{ field: 'archived', before: false, after: true }],
      });
      expect((await call('DELETE', `/api/part/${ordered}`, admin)).statusCode).toBe(404);
      expect(await entriesFor(ordered)).toHaveLength(2);
    });
  });

  describe('orders', () => {
    it('records each status step, the cash collection, a refund and a return step, each once', async () => {
      const partId = await createPart('Order Flow Watch', 1000, 10);
      const order = await placeCod(partId, 2);
      const label = `#${order._id.slice(-6).toUpperCase()} · Karim Hossain`;
      for (const status of ['confirmed', 'shipped']) {
        expect(
          (await call('PATCH', `/api/orders/${order._id}/status`, admin, { status })).statusCode,
        ).toBe(200);
      }
      // A refused move leaves no entry.
      expect(
        (await call('PATCH', `/api/orders/${order._id}/status`, admin, { status: 'placed' }))
          .statusCode,
      ).toBe(409);
      const delivered = await call('PATCH', `/api/orders/${order._id}/status`, admin, {
        status: 'delivered',
        cashCollected: true,
      });
      expect(delivered.statusCode).toBe(200);

      const refund = await call('POST', `/api/orders/${order._id}/refunds`, admin, {
        lines: [{ partId, quantity: 1 }],
        reason: 'Strap arrived torn',
      });
      expect(refund.statusCode).toBe(200);
      const refunded = refund.json<Order>();

      const asked = await call('POST', `/api/orders/${order._id}/returns`, customer, {
        lines: [{ partId, quantity: 1 }],
        reason: 'Does not fit',
      });
      expect(asked.statusCode).toBe(201);
      const returnId = asked.json<Order>().returns![0].id;
      expect(
        (
          await call('PATCH', `/api/orders/${order._id}/returns/${returnId}`, admin, {
            action: 'approve',
            note: 'Send it back',
          })
        ).statusCode,
      ).toBe(200);

      const entries = (await entriesFor(order._id)).reverse();
      expect(entries.map((entry) => entry.action)).toEqual([
        'order.status-changed',
        'order.status-changed',
        'order.cash-collected',
        'order.refunded',
        'order.return-updated',
      ]);
      for (const entry of entries)
        expect(entry.target).toEqual({ type: 'order', id: order._id, label });
      expect(entries[0].changes).toEqual([
        { field: 'status', before: 'placed', after: 'confirmed' },
      ]);
      expect(entries[1].changes).toEqual([
        { field: 'status', before: 'confirmed', after: 'shipped' },
      ]);
      expect(entries[2].changes).toEqual([
        { field: 'status', before: 'shipped', after: 'delivered' },
        { field: 'payment', before: 'unpaid', after: 'paid' },
      ]);
      expect(entries[3]).toMatchObject({
        note: 'Strap arrived torn',
        changes: [
          { field: 'payment', before: 'paid', after: refunded.payment.status },
          { field: 'refundedTaka', before: 0, after: refunded.payment.refundedTaka },
        ],
      });
      expect(refunded.payment.refundedTaka).toBeGreaterThan(0);
      expect(entries[4]).toMatchObject({
        note: 'Send it back',
        changes: [{ field: 'return', before: 'requested', after: 'approved' }],
      });
    });

    it("records an admin's cancel (either route) but not a customer's own", async () => {
      const partId = await createPart('Cancel Flow Kettle', 800, 10);
      const byStatus = await placeCod(partId, 1);
      const byDelete = await placeCod(partId, 1);
      const byCustomer = await placeCod(partId, 1);
      expect(
        (await call('PATCH', `/api/orders/${byStatus._id}/status`, admin, { status: 'cancelled' }))
          .statusCode,
      ).toBe(200);
      expect((await call('DELETE', `/api/booking/${byDelete._id}`, admin)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/booking/${byCustomer._id}`, customer)).statusCode).toBe(
        200,
      );
      for (const id of [byStatus._id, byDelete._id]) {
        const entries = await entriesFor(id);
        expect(entries).toHaveLength(1);
        expect(entries[0]).toMatchObject({
          action: 'order.status-changed',
          changes: [{ field: 'status', before: 'placed', after: 'cancelled' }],
        });
      }
      expect(await entriesFor(byCustomer._id)).toEqual([]);
    });
  });

  describe('accounts and messages', () => {
    it('records role changes and removal with the name the account had', async () => {
      const member = await signup(app, {
        name: 'Rahima Akter',
        email: 'rahima@mail.com',
        password: 'Rahima#2026',
      });
      const id = member.answer.user._id;
      for (const role of ['admin', 'admin', 'customer']) {
        expect(
          (await call('PATCH', `/api/users/${id}/role`, admin, { role })).json<User>().role,
        ).toBe(role);
      }
      expect(
        (
          await call('PATCH', `/api/users/${admin.answer.user._id}/role`, admin, {
            role: 'customer',
          })
        ).statusCode,
      ).toBe(409);
      expect((await call('DELETE', `/api/users/${id}`, admin)).statusCode).toBe(204);
      const entries = (await entriesFor(id)).reverse();
      expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
        ['user.role-changed', [{ field: 'role', before: 'customer', after: 'admin' }]],
        ['user.role-changed', [{ field: 'role', before: 'admin', after: 'customer' }]],
        [
          'user.removed',
          [
            { field: 'name', before: 'Rahima Akter' },
            { field: 'email', before: 'rahima@mail.com' },
            { field: 'role', before: 'customer' },
          ],
        ],
      ]);
      for (const entry of entries)
        expect(entry.target).toEqual({ type: 'user', id, label: 'Rahima Akter' });
      expect(await entriesFor(admin.answer.user._id)).toEqual([]);
    });

    it('records a message handled and reopened, not a repeat', async () => {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { email: 'visitor@mail.com', subject: 'Delivery to Sylhet', message: 'How long?' },
        remoteAddress: nextAddress(),
      });
      const id = sent.json<{ insertedId: string }>().insertedId;
      for (const handled of [true, true, false]) {
        expect(
          (await call('PATCH', `/api/contact/${id}`, admin, { handled })).json(),
        ).toMatchObject({ handled });
      }
      const entries = (await entriesFor(id)).reverse();
      expect(entries.map((entry) => [entry.action, entry.target.label, entry.changes])).toEqual([
        [
          'message.handled',
          'visitor@mail.com · Delivery to Sylhet',
          [{ field: 'handled', before: false, after: true }],
        ],
        [
          'message.reopened',
          'visitor@mail.com · Delivery to Sylhet',
          [{ field: 'handled', before: true, after: false }],
        ],
      ]);
    });
  });

  describe('GET /api/admin/activity', () => {
    it('is for admins only: anonymous 401, customers 403', async () => {
      expect((await call('GET', '/api/admin/activity')).statusCode).toBe(401);
      const res = await call('GET', '/api/admin/activity', customer);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
    });

    it('answers newest first, pages, and lists the admins who appear', async () => {
      const all = await activity('limit=100');
      expect(all.total).toBeGreaterThanOrEqual(15);
      const times = all.items.map((entry) => Date.parse(entry.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(all.actors).toEqual([{ userId: admin.answer.user._id, name: 'Shop Admin' }]);

      const first = await activity('limit=2');
      const second = await activity('limit=2&page=2');
      expect([first.page, first.limit, first.total, second.page]).toEqual([1, 2, all.total, 2]);
      expect([...first.items, ...second.items].map((entry) => entry._id)).toEqual(
        all.items.slice(0, 4).map((entry) => entry._id),
      );
      expect((await activity('')).limit).toBe(20);
    });

    it('filters by actor, action, target type, target and time', async () => {
      const byAction = await activity('action=product.updated&limit=100');
      expect(byAction.total).toBeGreaterThanOrEqual(2);
      expect(byAction.items.every((entry) => entry.action === 'product.updated')).toBe(true);

      const byType = await activity('targetType=user&limit=100');
      expect(byType.items.length).toBeGreaterThanOrEqual(3);
      expect(byType.items.every((entry) => entry.target.type === 'user')).toBe(true);

      const mine = await activity(`actor=${admin.answer.user._id}&limit=1`);
      expect(mine.total).toBe((await activity('limit=1')).total);
      expect((await activity('actor=665f1e0000000000000fffff')).total).toBe(0);

      const all = await activity('limit=100');
      const middle = all.items[Math.floor(all.items.length / 2)];
      const upTo = await activity(`to=${encodeURIComponent(middle.at)}&limit=100`);
      const since = await activity(`from=${encodeURIComponent(middle.at)}&limit=100`);
      expect(upTo.items.every((entry) => entry.at <= middle.at)).toBe(true);
      expect(since.items.every((entry) => entry.at >= middle.at)).toBe(true);
      expect(upTo.total + since.total).toBeGreaterThanOrEqual(all.total);
      expect((await activity('from=2999-01-01')).total).toBe(0);
      expect((await activity('to=2000-01-01T00:00:00Z')).total).toBe(0);
      // A four-digit year below 100 is a real (if early) day: nothing logged then, not a 400.
      expect((await activity('to=0050-03-27')).total).toBe(0);
    });

    it.each([
      ['from=yesterday', 'from'],
      ['to=2026-02-30', 'to'],
      ['from=2026-W01', 'from'],
      ['action=product.stolen', 'action'],
      ['targetType=shop', 'targetType'],
      ['actor=admin', 'actor'],
      ['targetId=1', 'targetId'],
      ['page=0', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['extra=1', 'extra'],
    ])('refuses %s with 400 VALIDATION_FAILED naming the field', async (query, field) => {
      const res = await call('GET', `/api/admin/activity?${query}`, admin);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ code: string; message: string }>();
      expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(body.message).toContain(field);
    });
  });

  describe('append-only', () => {
    it('has no route that changes or removes an entry', async () => {
      const [entry] = (await activity('limit=1')).items;
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        for (const url of ['/api/admin/activity', `/api/admin/activity/${entry._id}`]) {
          const res = await call(
            method,
            url,
            admin,
            method === 'DELETE' ? undefined : { note: 'rewritten' },
          );
          expect([method, url, res.statusCode >= 400]).toEqual([method, url, true]);
        }
      }
      const again = (await activity(`targetId=${entry.target.id}&limit=100`)).items.find(
        (item) => item._id === entry._id,
      );
      expect(again).toEqual(entry);
    });

    it('has no service method that changes or removes an entry', () => {
      const methods = Object.getOwnPropertyNames(AuditService.prototype).filter(
        (name) => name !== 'constructor',
      );
      expect(methods.sort()).toEqual(['actors', 'list', 'record']);
    });

    it('never fails the action when an entry cannot be stored: it logs the whole entry instead', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const before = (await activity('limit=1')).total;
        await expect(
          app.get(AuditService).record({
            action: 'product.updated',
            actor: { id: 'not-an-account-id', name: 'Broken', email: 'broken@mail.com' },
            target: { type: 'product', id: 'p1', label: 'Lost Entry Buds' },
            changes: [{ field: 'price', before: 1, after: 2 }],
          }),
        ).resolves.toBeUndefined();
        expect(logged).toHaveBeenCalledWith(
          expect.stringMatching(/^Audit entry NOT stored .*"label":"Lost Entry Buds"/),
        );
        expect((await activity('limit=1')).total).toBe(before);
      } finally {
        logged.mockRestore();
      }
    });
  });
});
