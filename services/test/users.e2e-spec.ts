import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type ApiErrorBody, type AuthUser, ErrorCode, REFRESH_COOKIE, type User } from '@shop/contracts';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { UsersService } from '../src/users/users.service';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session, signup } from './helpers/auth';
import { multipartFile, PNG_BYTES } from './helpers/multipart';

describe('profile, admin check and Manage All User (API)', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  const uploads = join(tmpdir(), `shop-e2e-${process.pid}`, 'e2e-users', 'uploads');

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-users' });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
  });

  afterAll(() => dropAndClose(app));

  const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, session?: Session, payload?: unknown, headers = {}) =>
    app.inject({ method, url, payload: payload as never, headers: { ...headers, ...bearer(session) } });

  describe('My Profile', () => {
    it("answers 'No user is logged in' without a session (spec §8)", async () => {
      for (const [method, url] of [['GET', '/api/users/me'], ['PATCH', '/api/users/me'], ['POST', '/api/users/me/photo']] as const) {
        const res = await call(method, url, undefined, method === 'PATCH' ? { name: 'x' } : undefined);
        expect(res.json()).toEqual({ statusCode: 401, code: ErrorCode.UNAUTHORIZED, message: 'No user is logged in' });
      }
    });

    it('changes the display name (trimmed), never the email or the role', async () => {
      const res = await call('PATCH', '/api/users/me', customer, { name: '  Demo Buyer  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Demo Buyer', displayName: 'Demo Buyer', email: CUSTOMER.email, role: 'customer' });
      const sneaky = await call('PATCH', '/api/users/me', customer, { name: 'X', role: 'admin' });
      expect(sneaky.statusCode).toBe(400);
      expect((await call('GET', '/api/users/me', customer)).json()).toMatchObject({ name: 'Demo Buyer', role: 'customer' });
    });

    it.each([
      [{ name: '   ' }, 'Name is Required'],
      [{}, 'Name is Required'],
      [{ name: 'x'.repeat(61) }, 'Name must be 60 characters or shorter'],
    ])('refuses %p: %s', async (payload, message) => {
      const res = await call('PATCH', '/api/users/me', customer, payload);
      expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message });
    });

    it('stores a PNG photo re-encoded as WebP under a random name, serves it at /uploads/ and deletes the one it replaces', async () => {
      const first = await call('POST', '/api/users/me/photo', customer, ...Object.values(multipartFile('photo', PNG_BYTES)));
      expect(first.statusCode).toBe(200);
      const url = first.json<AuthUser>().photoURL!;
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toMatch(/max-age=2592000/);
      expect(served.rawPayload.equals(PNG_BYTES)).toBe(false);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });

      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } }).jpeg().toBuffer();
      const second = await call('POST', '/api/users/me/photo', customer, ...Object.values(multipartFile('photo', jpeg, 'me.jpg', 'image/jpeg')));
      expect(second.json<AuthUser>().photoURL).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(existsSync(join(uploads, url.slice('/uploads/'.length)))).toBe(false);
      expect((await call('GET', '/api/users/me', customer)).json<AuthUser>().photoURL).toBe(second.json<AuthUser>().photoURL);
    });

    it('judges the type by the bytes, not by the name or Content-Type the client claims (415)', async () => {
      for (const bytes of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('GIF89a\x01\x00\x01\x00')]) {
        const res = await call('POST', '/api/users/me/photo', customer, ...Object.values(multipartFile('photo', bytes, 'cat.png', 'image/png')));
        expect(res.json()).toEqual({
          statusCode: 415,
          code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          message: 'The photo must be a PNG, JPEG or WebP image',
        });
      }
    });

    it('refuses a PNG signature followed by HTML with 400 INVALID_IMAGE: the bytes are decoded, not just sniffed', async () => {
      const disguised = Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
      const res = await call('POST', '/api/users/me/photo', customer, ...Object.values(multipartFile('photo', disguised)));
      expect(res.json()).toEqual({
        statusCode: 400,
        code: ErrorCode.INVALID_IMAGE,
        message: 'The photo is damaged or is not really a PNG, JPEG or WebP image',
      });
    });

    it('refuses a photo over 2 MB with 413, a JSON body with 415 and a missing field with 400', async () => {
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await call('POST', '/api/users/me/photo', customer, ...Object.values(multipartFile('photo', big)));
      expect(tooBig.json()).toEqual({ statusCode: 413, code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'The photo must be 2 MB or smaller' });
      const json = await call('POST', '/api/users/me/photo', customer, { photo: 'data:image/png;base64,AAAA' });
      expect(json.json<ApiErrorBody>()).toMatchObject({ statusCode: 415, code: ErrorCode.UNSUPPORTED_MEDIA_TYPE });
      const wrongField = await call('POST', '/api/users/me/photo', customer, ...Object.values(multipartFile('avatar', PNG_BYTES)));
      expect(wrongField.json<ApiErrorBody>()).toMatchObject({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED });
    });
  });

  describe('GET /api/admin/:email', () => {
    it('answers your own email, and any email to an admin; 403 for someone else', async () => {
      expect((await call('GET', `/api/admin/${CUSTOMER.email}`, customer)).json()).toEqual({ admin: false });
      expect((await call('GET', `/api/admin/${ADMIN.email.toUpperCase()}`, admin)).json()).toEqual({ admin: true });
      expect((await call('GET', `/api/admin/${CUSTOMER.email}`, admin)).json()).toEqual({ admin: false });
      expect((await call('GET', '/api/admin/nobody@mail.com', admin)).json()).toEqual({ admin: false });
      const snoop = await call('GET', `/api/admin/${ADMIN.email}`, customer);
      expect(snoop.json<ApiErrorBody>()).toMatchObject({ statusCode: 403, code: ErrorCode.FORBIDDEN });
    });
  });

  describe('Manage All User', () => {
    it('lists users with _id, name, email and role only', async () => {
      const users = (await call('GET', '/api/user', admin)).json<User[]>();
      expect(users.map((u) => u.email)).toEqual(expect.arrayContaining([ADMIN.email, CUSTOMER.email]));
      for (const user of users) expect(Object.keys(user).sort()).toEqual(['_id', 'email', 'name', 'role']);
    });

    it('makes a customer admin and back; refuses a role that does not exist', async () => {
      const helper = await signup(app, { name: 'Helper', email: 'helper@mail.com', password: 'Helper#2026' });
      const id = helper.answer.user._id;
      const promoted = await call('PATCH', `/api/users/${id}/role`, admin, { role: 'admin' });
      expect(promoted.json()).toEqual({ _id: id, name: 'Helper', email: 'helper@mail.com', role: 'admin' });
      // A role change ends the helper's sessions (their token carried the old role): signed in again,
      // the helper is an admin, and after the demotion a customer again.
      const credentials = { email: 'helper@mail.com', password: 'Helper#2026' };
      expect((await call('GET', '/api/user', helper)).statusCode).toBe(401);
      const asAdmin = await login(app, credentials);
      expect((await call('GET', '/api/user', asAdmin)).statusCode).toBe(200);
      expect((await call('PATCH', `/api/users/${id}/role`, admin, { role: 'customer' })).json<User>().role).toBe('customer');
      expect((await call('GET', '/api/user', asAdmin)).statusCode).toBe(401);
      expect((await call('GET', '/api/user', await login(app, credentials))).statusCode).toBe(403);
      expect((await call('PATCH', `/api/users/${id}/role`, admin, { role: 'owner' })).statusCode).toBe(400);
      expect((await call('PATCH', '/api/users/not-an-id/role', admin, { role: 'admin' })).json<ApiErrorBody>().code).toBe(ErrorCode.INVALID_ID);
    });

    it('refuses to change or remove oneself (409 CANNOT_CHANGE_SELF)', async () => {
      const id = admin.answer.user._id;
      const demote = await call('PATCH', `/api/users/${id}/role`, admin, { role: 'customer' });
      expect(demote.json()).toEqual({
        statusCode: 409,
        code: ErrorCode.CANNOT_CHANGE_SELF,
        message: 'You cannot change your own role; ask another admin',
      });
      const remove = await call('DELETE', `/api/users/${id}`, admin);
      expect(remove.json()).toEqual({
        statusCode: 409,
        code: ErrorCode.CANNOT_CHANGE_SELF,
        message: 'You cannot remove your own account; ask another admin',
      });
    });

    it('refuses to demote or remove the last admin (409 LAST_ADMIN)', async () => {
      const users = app.get(UsersService);
      const adminId = admin.answer.user._id;
      const someoneElse = customer.answer.user._id;
      await expect(users.setRole({ id: someoneElse, name: 'Demo Customer', email: CUSTOMER.email }, adminId, 'customer')).rejects.toMatchObject({
        code: ErrorCode.LAST_ADMIN,
        message: 'The shop needs at least one admin: you cannot demote the last one',
      });
      await expect(users.removeUser({ id: someoneElse, name: 'Demo Customer', email: CUSTOMER.email }, adminId)).rejects.toMatchObject({ code: ErrorCode.LAST_ADMIN });
      expect(await users.isAdmin(ADMIN.email)).toBe(true);
    });

    it('never ends with no admin when two admins demote each other at the same time', async () => {
      const signedUp = await signup(app, { name: 'Second Admin', email: 'second@mail.com', password: 'Second#2026' });
      await call('PATCH', `/api/users/${signedUp.answer.user._id}/role`, admin, { role: 'admin' });
      // The promotion ended the sessions the new admin had: signed in again, as an admin.
      const second = await login(app, { email: 'second@mail.com', password: 'Second#2026' });
      const [a, b] = await Promise.all([
        call('PATCH', `/api/users/${second.answer.user._id}/role`, admin, { role: 'customer' }),
        call('PATCH', `/api/users/${admin.answer.user._id}/role`, second, { role: 'customer' }),
      ]);
      const admins = (await app.get(UsersService).listUsers()).filter((u) => u.role === 'admin');
      expect(admins.length).toBeGreaterThanOrEqual(1);
      expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
      // The loser is refused as the last admin, or (when the winner's change landed before its request
      // was authorised) as someone who is no longer an admin, whose session the change ended.
      for (const res of [a, b]) {
        if (res.statusCode !== 200) {
          expect([ErrorCode.LAST_ADMIN, ErrorCode.FORBIDDEN, ErrorCode.UNAUTHORIZED]).toContain(res.json<ApiErrorBody>().code);
        }
      }
      // Leave the seeded admin as the one admin for the other tests, signed in again (a role change
      // ends the sessions of the account changed).
      if (!admins.some((u) => u.email === ADMIN.email)) await app.get(UsersService).setRole({ id: 'x', name: 'Test', email: 'x@mail.com' }, admin.answer.user._id, 'admin');
      admin = await login(app, ADMIN);
      if (admins.some((u) => u.email === 'second@mail.com')) await call('PATCH', `/api/users/${second.answer.user._id}/role`, admin, { role: 'customer' });
    });

    it('removes a user: their access token and refresh session stop working at once', async () => {
      const leaving = await signup(app, { name: 'Leaving', email: 'leaving@mail.com', password: 'Leaving#2026' });
      const res = await call('DELETE', `/api/users/${leaving.answer.user._id}`, admin);
      expect(res.statusCode).toBe(204);
      expect((await call('GET', '/api/users/me', leaving)).statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { [REFRESH_COOKIE]: leaving.refreshToken },
        remoteAddress: nextAddress(),
      });
      expect(refresh.statusCode).toBe(401);
      expect((await call('DELETE', `/api/users/${leaving.answer.user._id}`, admin)).json<ApiErrorBody>().code).toBe(ErrorCode.USER_NOT_FOUND);
    });
  });

  describe('POST /api/review', () => {
    const review = { name: 'Rahim', retting: 4, review: 'Original product', img: 'https://i.ibb.co/x/a.png' };

    it('adds a customer review with a photo of the shop\'s storage and answers {insertedId}; admins get 403', async () => {
      // A valid 1×1 PNG, uploaded first: a review's img must be an image POST /api/images stored.
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const upload = multipartFile('image', png);
      const img = (await call('POST', '/api/images', customer, upload.payload, upload.headers)).json<{ data: { url: string } }>().data.url;
      const res = await call('POST', '/api/review', customer, { ...review, img });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ insertedId: expect.stringMatching(/^[0-9a-f]{24}$/) });
      const byAdmin = await call('POST', '/api/review', admin, { ...review, img });
      expect(byAdmin.json<ApiErrorBody>()).toMatchObject({ statusCode: 403, code: ErrorCode.FORBIDDEN });
    });

    it.each([
      [{ ...review, retting: 6 }, 'Provide our 5 star rating'],
      [{ ...review, retting: 2.5 }, 'Provide our 5 star rating'],
      [{ ...review, name: '' }, 'Name is Required'],
      [{ ...review, review: { $gt: '' } }, 'Review is Required'],
      [{ ...review, img: undefined }, 'Image is Required'],
      [review, 'Image must be a photo uploaded to the shop'],
    ])('refuses %p: %s', async (payload, message) => {
      const res = await call('POST', '/api/review', customer, payload);
      expect(res.json()).toEqual({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message });
    });
  });
});
