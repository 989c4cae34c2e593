import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { EmbeddedMongoSetupError, startEmbeddedMongo } from './index';

async function countAfterInsert(uri: string, insert: boolean): Promise<number> {
  const connection = await mongoose
    .createConnection(`${uri}/launcher-spec`, { serverSelectionTimeoutMS: 1500 })
    .asPromise();
  try {
    const items = connection.collection('items');
    if (insert) await items.insertOne({ name: 'kettle' });
    return await items.countDocuments();
  } finally {
    await connection.close();
  }
}

describe('startEmbeddedMongo', () => {
  it('starts an empty in-memory server on a free port that mongoose can use, and stops it', async () => {
    const mongo = await startEmbeddedMongo({ backend: 'memory', installMissing: true });
    expect(mongo.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    expect(await countAfterInsert(mongo.uri, true)).toBe(1);
    await mongo.stop();
    await expect(countAfterInsert(mongo.uri, false)).rejects.toThrow();
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
