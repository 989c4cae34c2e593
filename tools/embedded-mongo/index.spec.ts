import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { EmbeddedMongoSetupError, startEmbeddedMongo } from './index';

/**
 * Inserts (or not) and counts through mongoose. A running server gets 15 s to be selected (a JVM
 * opening its H2 file on a loaded machine can take seconds); a stopped one is asked with `wait` 1.5 s.
 */
async function countAfterInsert(uri: string, insert: boolean, wait = 15_000): Promise<number> {
  const connection = await mongoose
    .createConnection(`${uri}/launcher-spec`, { serverSelectionTimeoutMS: wait })
    .asPromise();
  try {
    const items = connection.collection('items');
    if (insert) await items.insertOne({ name: 'kettle' });
    return await items.countDocuments();
  } finally {
    await connection.close();
  }
}

/** Polls `check` until it answers something other than undefined (at most 10 s). */
async function waitUntil<T>(check: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('startEmbeddedMongo', () => {
  it('starts an empty in-memory server on a free port that mongoose can use, and stops it', async () => {
    const mongo = await startEmbeddedMongo({ backend: 'memory', installMissing: true });
    expect(mongo.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    expect(await countAfterInsert(mongo.uri, true)).toBe(1);
    await mongo.stop();
    await expect(countAfterInsert(mongo.uri, false, 1_500)).rejects.toThrow();
  });

  it('keeps data in the H2 file across restarts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-h2-'));
    try {
      const first = await startEmbeddedMongo({ backend: 'h2', dataDir });
      expect(await countAfterInsert(first.uri, true)).toBe(1);
      await first.stop();
      expect(fs.existsSync(path.join(dataDir, 'shop.mv'))).toBe(true);

      const second = await startEmbeddedMongo({ backend: 'h2', dataDir });
      expect(await countAfterInsert(second.uri, false)).toBe(1);
      await second.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers a query that names an _id and a condition as MongoDB does, on both backends', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-h2-'));
    const ids = Array.from({ length: 5 }, () => new mongoose.Types.ObjectId());
    const [a, b, c, d, e] = ids;
    /** Every kind of query the collections look up by _id first, and what MongoDB answers. */
    const exercise = async (uri: string) => {
      const connection = await mongoose.createConnection(`${uri}/lookups-spec`).asPromise();
      try {
        // Ids of two kinds (ObjectIds and a subdocument), as MongoDB allows.
        const items = connection.collection<{ _id: unknown; [field: string]: unknown }>('items');
        await items.insertMany(ids.map((_id, n) => ({ _id, state: n % 2 ? 'odd' : 'even', n })));
        await items.insertOne({ _id: { shop: 'bd', n: 1 }, state: 'even', n: 9 });
        // Filters of ids of either kind, as the server sees them (the driver's types know one).
        const where = (filter: object) => filter as Parameters<typeof items.updateMany>[0];
        const names = async (filter: object) =>
          (await items.find(where(filter)).sort({ n: 1 }).toArray()).map((row) => row.n);
        expect(await names({ _id: a, state: 'even' })).toEqual([0]);
        expect(await names({ _id: a, state: 'odd' })).toEqual([]);
        expect(await names({ _id: new mongoose.Types.ObjectId(), state: 'even' })).toEqual([]);
        expect(await names({ _id: { $in: [e, a, b, c] }, state: 'even' })).toEqual([0, 2, 4]);
        expect(await names({ _id: { $in: [] }, state: 'even' })).toEqual([]);
        expect(await names({ _id: { $in: [a, b] }, state: { $in: ['odd', 'even'] } })).toEqual([
          0, 1,
        ]);
        // Not lookups: a range (of ObjectIds only, as MongoDB compares within a type), a negation
        // and a subdocument's id still answer as before.
        expect(await names({ _id: { $gt: b }, state: 'even' })).toEqual([2, 4]);
        expect(await names({ _id: { $ne: a }, state: 'even' })).toEqual([2, 4, 9]);
        expect(await names({ _id: { shop: 'bd', n: 1 }, state: 'even' })).toEqual([9]);
        expect(await names({ _id: { shop: 'bd', n: 1 }, state: 'odd' })).toEqual([]);

        // Conditional writes, the reason for the lookups.
        expect(
          await items.findOneAndUpdate(where({ _id: b, state: 'even' }), { $set: { state: 'x' } }),
        ).toBeNull();
        expect(
          await items.findOneAndUpdate(
            where({ _id: b, state: 'odd' }),
            { $set: { state: 'taken' } },
            { returnDocument: 'after' },
          ),
        ).toEqual({ _id: b, state: 'taken', n: 1 });
        const many = await items.updateMany(where({ _id: { $in: [a, b, c, d] }, state: 'even' }), {
          $set: { state: 'claimed' },
        });
        expect(many.modifiedCount).toBe(2);
        expect((await items.deleteOne(where({ _id: d, state: 'even' }))).deletedCount).toBe(0);
        expect((await items.deleteOne(where({ _id: d, state: 'odd' }))).deletedCount).toBe(1);
        expect(await names({ state: 'claimed' })).toEqual([0, 2]);
        expect(await items.countDocuments()).toBe(5);
      } finally {
        await connection.dropDatabase().catch(() => undefined);
        await connection.close();
      }
    };
    try {
      const memory = await startEmbeddedMongo({ backend: 'memory', installMissing: true });
      await exercise(memory.uri).finally(() => memory.stop());
      const h2 = await startEmbeddedMongo({ backend: 'h2', dataDir });
      await exercise(h2.uri).finally(() => h2.stop());
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps answering lookups by _id in collections an H2 file brings back', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-h2-'));
    const id = new mongoose.Types.ObjectId();
    const open = async () => {
      const mongo = await startEmbeddedMongo({ backend: 'h2', dataDir });
      const connection = await mongoose.createConnection(`${mongo.uri}/lookups-spec`).asPromise();
      return { mongo, connection, items: connection.collection('items') };
    };
    try {
      const first = await open();
      await first.items.createIndex({ code: 1 }, { unique: true });
      await first.items.insertOne({ _id: id, code: 'K-1', state: 'placed' });
      await first.connection.close();
      await first.mongo.stop();

      const second = await open();
      try {
        expect(await second.items.findOne({ _id: id, state: 'placed' })).toMatchObject({
          code: 'K-1',
        });
        expect(await second.items.findOne({ _id: id, state: 'pending' })).toBeNull();
        // The unique index came back with the file too.
        await expect(second.items.insertOne({ code: 'K-1' })).rejects.toThrow(/duplicate key/);
      } finally {
        await second.connection.close();
        await second.mongo.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prints no stack trace when clients disconnect abruptly, and one line for a broken client', async () => {
    const lines: string[] = [];
    const mongo = await startEmbeddedMongo({ backend: 'memory', log: (line) => lines.push(line) });
    const connect = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(mongo.port, mongo.host, () => resolve(socket));
        socket.once('error', reject);
      });
    // The broken client's error (a trace before, one line now) shows that the server got this far.
    const brokenClientLine = (count: number) => () =>
      lines.filter((line) => /DecoderException/.test(line)).length >= count ? true : undefined;
    try {
      for (let round = 1; round <= 2; round += 1) {
        // Clients that vanish (a killed API, Ctrl-C, the end of a load run): the server reads a reset.
        for (let i = 0; i < 5; i += 1) (await connect()).resetAndDestroy();
        // A client that sends a frame the server cannot decode: worth one line.
        const broken = await connect();
        broken.write(Buffer.alloc(4));
        await waitUntil(brokenClientLine(round));
        broken.destroy();
      }
      expect(lines.filter((line) => /^\s+at |Connection reset|^Caused by/.test(line))).toEqual([]);
      expect(lines.filter((line) => /DecoderException/.test(line))).toEqual([
        expect.stringMatching(
          /^Embedded MongoDB: client \S+ failed: io\.netty\.handler\.codec\.DecoderException: /,
        ),
        expect.stringMatching(
          /^Embedded MongoDB: client \S+ failed: io\.netty\.handler\.codec\.DecoderException: /,
        ),
      ]);
    } finally {
      await mongo.stop();
    }
  });

  it('explains a busy port instead of printing a Java stack trace', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const attempt = startEmbeddedMongo({ backend: 'memory', port });
      await expect(attempt).rejects.toBeInstanceOf(EmbeddedMongoSetupError);
      await expect(attempt).rejects.toThrow(`port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
