import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Types } from 'mongoose';
import { SeedService } from '../src/seed/seed.service';
import { SEED_PRODUCTS, SEED_REVIEWS } from '../src/seed/seed-data';
import { verifyPassword } from '../src/users/password';
import { bootApp, connectionOf, dropAndClose } from './helpers/app';

const ADMIN = { ADMIN_EMAIL: 'Boss@Shop.Test', ADMIN_PASSWORD: 'boss-secret-1', ADMIN_NAME: 'The Boss' };

describe('seed', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-seed', env: { ...ADMIN, SEED_ON_START: 'true' } });
  });

  afterAll(() => dropAndClose(app));

  const collection = (name: string) => connectionOf(app).collection(name);
  const counts = async () => ({
    parts: await collection('parts').countDocuments(),
    reviews: await collection('reviews').countDocuments(),
    users: await collection('users').countDocuments(),
  });

  it('inserted the catalogue, the reviews and the two accounts on bootstrap', async () => {
    expect(await counts()).toEqual({ parts: SEED_PRODUCTS.length, reviews: SEED_REVIEWS.length, users: 2 });
    const kettle = await collection('parts').findOne({ _id: new Types.ObjectId('665f1e000000000000000022') });
    expect(kettle).toMatchObject({
      name: 'Walton 1.8L Electric Kettle',
      nameLower: 'walton 1.8l electric kettle',
      category: 'kettle',
      featured: true,
    });
    expect(kettle?.createdAt).toBeInstanceOf(Date);
  });

  it('creates the admin from ADMIN_* (email lower-cased) and the customer from the defaults', async () => {
    const admin = await collection('users').findOne({ email: 'boss@shop.test' });
    expect(admin).toMatchObject({ name: 'The Boss', role: 'admin' });
    expect(await verifyPassword(admin?.passwordHash, 'boss-secret-1')).toBe(true);
    const customer = await collection('users').findOne({ email: 'customer@shop.local' });
    expect(customer).toMatchObject({ name: 'Demo Customer', role: 'customer' });
    expect(await verifyPassword(customer?.passwordHash, 'Customer#2026')).toBe(true);
  });

  it('is idempotent: running again inserts nothing and duplicates nothing', async () => {
    const before = await counts();
    await expect(app.get(SeedService).run()).resolves.toEqual({ products: 0, reviews: 0, users: 0 });
    expect(await counts()).toEqual(before);
  });

  it("never overwrites later edits, and restores only what is missing", async () => {
    const edited = new Types.ObjectId(SEED_PRODUCTS[0]._id);
    const removed = new Types.ObjectId(SEED_PRODUCTS[1]._id);
    await collection('parts').updateOne({ _id: edited }, { $set: { price: 1, quantity: 999 } });
    await collection('parts').deleteOne({ _id: removed });
    await collection('users').updateOne({ email: 'boss@shop.test' }, { $set: { name: 'Renamed' } });

    await expect(app.get(SeedService).run()).resolves.toEqual({ products: 1, reviews: 0, users: 0 });

    expect(await collection('parts').findOne({ _id: edited })).toMatchObject({ price: 1, quantity: 999 });
    expect(await collection('parts').findOne({ _id: removed })).toMatchObject({ name: SEED_PRODUCTS[1].name });
    expect(await collection('users').findOne({ email: 'boss@shop.test' })).toMatchObject({ name: 'Renamed' });
    expect(await collection('parts').countDocuments()).toBe(SEED_PRODUCTS.length);
  });

  it('serves the edited product through the API', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/product/${SEED_PRODUCTS[0]._id}` });
    expect(res.json()).toMatchObject({ price: 1, quantity: 999 });
  });
});

describe('seed with SEED_ON_START=false', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await bootApp({ database: 'e2e-seed-off', env: { SEED_ON_START: 'false' } });
  });

  afterAll(() => dropAndClose(app));

  it('leaves an empty database empty', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/part' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await connectionOf(app).collection('users').countDocuments()).toBe(0);
  });
});
