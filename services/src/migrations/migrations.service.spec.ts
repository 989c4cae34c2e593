import { Logger } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
import type { Connection } from 'mongoose';
import type { AppConfig } from '../config';
import type { Migration } from './migration';
import { isTransientServerError, MigrationsService } from './migrations.service';

/** The `migrations` records in memory, and models whose init() is counted. */
function fakeConnection() {
  const records = new Map<string, Record<string, unknown>>();
  const inits: string[] = [];
  const connection = {
    models: {
      Order: { init: async () => void inits.push('Order') },
      Part: { init: async () => void inits.push('Part') },
    },
    collection: () => ({
      insertOne: async (doc: { _id: string }) => {
        if (records.has(doc._id)) throw Object.assign(new Error('duplicate'), { code: 11000 });
        records.set(doc._id, doc);
      },
      findOne: async ({ _id }: { _id: string }) => records.get(_id) ?? null,
      updateOne: async ({ _id }: { _id: string }, update: { $set: Record<string, unknown> }) => {
        records.set(_id, { ...records.get(_id), ...update.$set });
        return { modifiedCount: 1 };
      },
    }),
  };
  return { connection: connection as unknown as Connection, records, inits };
}

const config = { get: () => 30 } as unknown as ConfigService<AppConfig, true>;
const unknownError = () => Object.assign(new Error('Unknown error: null'), { name: 'MongoServerError' });

describe('MigrationsService', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it("creates the models' collections first and retries the embedded server's transient 'Unknown error'", async () => {
    const { connection, records, inits } = fakeConnection();
    let calls = 0;
    const migration: Migration = {
      name: '2026-01-01-flaky',
      description: 'fails twice like the embedded server did',
      up: async () => {
        calls += 1;
        if (calls <= 2) throw unknownError();
        return { orders: 1 };
      },
    };
    const service = new MigrationsService(connection, config, [migration]);
    expect(await service.runAll()).toEqual(['2026-01-01-flaky']);
    expect(calls).toBe(3);
    expect(inits.sort()).toEqual(['Order', 'Part']);
    expect(records.get('2026-01-01-flaky')).toMatchObject({ state: 'done', result: { orders: 1 } });
  });

  it('does not retry a real failure', async () => {
    const { connection } = fakeConnection();
    let calls = 0;
    const migration: Migration = {
      name: '2026-01-02-broken',
      description: 'a bug',
      up: async () => {
        calls += 1;
        throw new TypeError('x is undefined');
      },
    };
    await expect(new MigrationsService(connection, config, [migration]).runAll()).rejects.toThrow('x is undefined');
    expect(calls).toBe(1);
  });

  it.each([
    [{ code: 8, message: 'UnknownError' }, true],
    [unknownError(), true],
    [{ code: 11000, message: 'E11000 duplicate key' }, false],
    [new Error('connection closed'), false],
    [undefined, false],
  ])('isTransientServerError(%p) is %p', (error, expected) => {
    expect(isTransientServerError(error)).toBe(expected);
  });
});
