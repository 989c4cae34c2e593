/**
 * My Profile's phone and address book (`/api/users/me/addresses`, `/api/users/me/phone`): the order
 * forms' rules and messages, the limit (MAX_SAVED_ADDRESSES, 3 here), exactly one default, and
 * each book its owner's alone.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressBook } from '@shop/contracts';
import { ADDRESS_BOOK_MESSAGES, ORDER_MESSAGES } from '@shop/rules';
import { bootApp, dropAndClose } from './helpers/app';
import { bearer, type Session, signup } from './helpers/auth';

const HOME = {
  label: 'Home',
  name: 'Rahim Uddin',
  phone: '+880 1712-345678',
  address: 'House 12, Road 5, Dhanmondi',
  district: 'dhaka',
};
const OFFICE = {
  label: 'Office',
  name: 'Rahim Uddin',
  phone: '01812345678',
  address: 'Level 4, Agrabad C/A',
  district: 'Chattogram',
};
const PARENTS = {
  name: 'Karim Uddin',
  phone: '01912345678',
  address: 'Village Road, Sadar',
  district: 'Bogura',
};
const LIMIT = 3;

describe('address book (My Profile)', () => {
  let app: NestFastifyApplication;
  let count = 0;

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-address-book',
      env: { MAX_SAVED_ADDRESSES: String(LIMIT) },
    });
  });

  afterAll(() => dropAndClose(app));

  const newCustomer = () => {
    count += 1;
    return signup(app, {
      name: `Book ${count}`,
      email: `book${count}@mail.com`,
      password: 'Book#2026x',
    });
  };

  const call = async (
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const res = await app.inject({
      method,
      url: `/api/users/me${url}`,
      payload,
      headers: bearer(session),
    });
    return {
      status: res.statusCode,
      body: res.json() as AddressBook & { code?: string; message?: string },
    };
  };

  it('starts empty, and saves an address as orders store one: the first is the default', async () => {
    const me = await newCustomer();
    expect(await call(me, 'GET', '/addresses')).toEqual({
      status: 200,
      body: { phone: null, addresses: [], limit: LIMIT },
    });

    const saved = await call(me, 'POST', '/addresses', HOME);
    expect(saved.status).toBe(201);
    expect(saved.body.addresses).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        label: 'Home',
        name: 'Rahim Uddin',
        phone: '01712345678',
        address: 'House 12, Road 5, Dhanmondi',
        district: 'Dhaka',
        isDefault: true,
      },
    ]);
    const second = await call(me, 'POST', '/addresses', { ...PARENTS, label: '  ' });
    expect(second.body.addresses.map((a) => [a.name, a.isDefault, 'label' in a])).toEqual([
      ['Rahim Uddin', true, true],
      ['Karim Uddin', false, false],
    ]);
    expect(await call(me, 'GET', '/addresses')).toEqual({ status: 200, body: second.body });
  });

  it("refuses what the order forms refuse, with the forms' messages", async () => {
    const me = await newCustomer();
    const cases: [object, string][] = [
      [{ ...HOME, phone: '0171234567' }, ORDER_MESSAGES.phoneInvalid],
      [{ ...HOME, phone: undefined }, ORDER_MESSAGES.phoneRequired],
      [{ ...HOME, district: 'Atlantis' }, ORDER_MESSAGES.districtUnknown],
      [{ ...HOME, address: '   ' }, ORDER_MESSAGES.addressRequired],
      [{ ...HOME, name: 'Rahim\nUddin' }, ORDER_MESSAGES.nameControls],
      [{ ...HOME, label: 'x'.repeat(31) }, ADDRESS_BOOK_MESSAGES.labelTooLong],
      [{ ...HOME, label: null }, ADDRESS_BOOK_MESSAGES.labelText],
      [{ ...HOME, makeDefault: 'yes' }, 'makeDefault must be true or false'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(me, 'POST', '/addresses', payload);
      expect({
        payload,
        status: res.status,
        code: res.body.code,
        message: res.body.message,
      }).toEqual({
        payload,
        status: 400,
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining(message),
      });
    }
    const unknownField = await call(me, 'POST', '/addresses', { ...HOME, isDefault: true });
    expect(unknownField.status).toBe(400);
    expect((await call(me, 'GET', '/addresses')).body.addresses).toEqual([]);
  });

  it('takes limits in characters, as the rules and the OpenAPI document count them', async () => {
    const me = await newCustomer();
    // 30 characters, each two UTF-16 units: within the label's limit of 30.
    const label = '😀'.repeat(30);
    const saved = await call(me, 'POST', '/addresses', { ...HOME, label, name: '𝓡'.repeat(100) });
    expect(saved.status).toBe(201);
    expect(saved.body.addresses[0].label).toBe(label);
    // And the document says a name is one line, as the rule refuses a tab or a line break.
    const doc = (await app.inject({ method: 'GET', url: '/api/docs-json' })).json() as {
      components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> };
    };
    const pattern = doc.components.schemas.SaveAddressDto.properties.name.pattern;
    expect(pattern).toBeDefined();
    expect(new RegExp(pattern!, 'u').test('Rahim\tUddin')).toBe(false);
    expect(new RegExp(pattern!, 'u').test('Rahim Uddin')).toBe(true);
  });

  it('holds at most MAX_SAVED_ADDRESSES, even when saves race', async () => {
    const me = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 3 }, (_, i) =>
        call(me, 'POST', '/addresses', { ...PARENTS, label: `Place ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(LIMIT);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.body).toEqual({
        statusCode: 409,
        code: 'ADDRESS_BOOK_FULL',
        message: `Your address book is full (${LIMIT} addresses). Delete one before saving another.`,
        limit: LIMIT,
      });
    }
    const book = (await call(me, 'GET', '/addresses')).body;
    expect(book.addresses).toHaveLength(LIMIT);
    expect(book.addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('keeps exactly one default: makeDefault on save, make-default, and deleting the default promotes another', async () => {
    const me = await newCustomer();
    await call(me, 'POST', '/addresses', HOME);
    await call(me, 'POST', '/addresses', PARENTS);
    const withOffice = await call(me, 'POST', '/addresses', { ...OFFICE, makeDefault: true });
    const defaults = (book: AddressBook) =>
      book.addresses.filter((a) => a.isDefault).map((a) => a.label ?? a.name);
    expect(defaults(withOffice.body)).toEqual(['Office']);
    expect(withOffice.body.addresses[0].label).toBe('Office'); // the default comes first
    const [office, home, parents] = withOffice.body.addresses;
    expect([home.label, parents.name]).toEqual(['Home', 'Karim Uddin']);

    const parentsDefault = await call(me, 'POST', `/addresses/${parents.id}/default`);
    expect(parentsDefault.status).toBe(200);
    expect(defaults(parentsDefault.body)).toEqual(['Karim Uddin']);

    const removed = await call(me, 'DELETE', `/addresses/${parents.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.addresses.map((a) => [a.label, a.isDefault])).toEqual([
      ['Home', true],
      ['Office', false],
    ]);
    // Another default chosen after the deletion stands.
    const officeDefault = await call(me, 'POST', `/addresses/${office.id}/default`);
    expect(defaults(officeDefault.body)).toEqual(['Office']);
    const afterDelete = await call(me, 'DELETE', `/addresses/${home.id}`);
    expect(afterDelete.body.addresses.map((a) => [a.label, a.isDefault])).toEqual([
      ['Office', true],
    ]);
    const empty = await call(me, 'DELETE', `/addresses/${office.id}`);
    expect(empty.body.addresses).toEqual([]);
    expect(defaults((await call(me, 'POST', '/addresses', PARENTS)).body)).toEqual(['Karim Uddin']);
  });

  it('changes an address in place: the whole address, the label gone when none is sent', async () => {
    const me = await newCustomer();
    const { id } = (await call(me, 'POST', '/addresses', HOME)).body.addresses[0];
    const changed = await call(me, 'PUT', `/addresses/${id}`, { ...PARENTS, district: 'bogura' });
    expect(changed.status).toBe(200);
    expect(changed.body.addresses).toEqual([
      { id, ...PARENTS, district: 'Bogura', isDefault: true },
    ]);
    const refused = await call(me, 'PUT', `/addresses/${id}`, { ...PARENTS, phone: '12345' });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      expect.stringContaining(ORDER_MESSAGES.phoneInvalid),
    ]);
  });

  it("answers 404 ADDRESS_NOT_FOUND for another account's address, and leaves it alone", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const { id } = (await call(owner, 'POST', '/addresses', HOME)).body.addresses[0];
    await call(stranger, 'POST', '/addresses', OFFICE);
    const notFound = {
      statusCode: 404,
      code: 'ADDRESS_NOT_FOUND',
      message: 'This address is no longer in your address book',
    };
    for (const [method, url, payload] of [
      ['PUT', `/addresses/${id}`, PARENTS],
      ['POST', `/addresses/${id}/default`, undefined],
      ['DELETE', `/addresses/${id}`, undefined],
      ['DELETE', '/addresses/665f1e0000000000000fffff', undefined],
    ] as const) {
      expect(await call(stranger, method, url, payload)).toEqual({ status: 404, body: notFound });
    }
    expect((await call(owner, 'GET', '/addresses')).body.addresses).toEqual([
      expect.objectContaining({ id, label: 'Home', isDefault: true }),
    ]);
    expect((await call(stranger, 'GET', '/addresses')).body.addresses.map((a) => a.label)).toEqual([
      'Office',
    ]);
    const badId = await call(owner, 'DELETE', '/addresses/not-an-id');
    expect([badId.status, badId.body.code]).toEqual([400, 'INVALID_ID']);
  });

  it("keeps the profile's phone in its national form, and removes it", async () => {
    const me = await newCustomer();
    const set = await call(me, 'PUT', '/phone', { phone: '+৮৮০ ১৭১২-৩৪৫৬৭৮' });
    expect([set.status, set.body.phone]).toEqual([200, '01712345678']);
    const bad = await call(me, 'PUT', '/phone', { phone: '' });
    expect([bad.status, bad.body.message]).toEqual([
      400,
      expect.stringContaining(ORDER_MESSAGES.phoneRequired),
    ]);
    expect((await call(me, 'GET', '/addresses')).body.phone).toBe('01712345678');
    expect((await call(me, 'DELETE', '/phone')).body.phone).toBeNull();
  });

  it('is only for a signed-in account', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/me/addresses' });
    expect(res.statusCode).toBe(401);
  });
});
