import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { freePort } from './index';
import { startSupervisedMongo, type SupervisedMongo } from './supervisor';

/** One connection per call, as a client that comes and goes. */
async function withItems<T>(uri: string, work: (items: mongoose.mongo.Collection) => Promise<T>) {
  const connection = await mongoose
    .createConnection(`${uri}/supervisor-spec`, { serverSelectionTimeoutMS: 5000 })
    .asPromise();
  try {
    return await work(connection.collection('items'));
  } finally {
    await connection.close();
  }
}

describe('startSupervisedMongo', () => {
  let dataDir: string;
  let mongo: SupervisedMongo | undefined;
  const lines: string[] = [];

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-supervised-'));
  });
  afterAll(async () => {
    await mongo?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts the database killed with SIGKILL on the same port, every acknowledged write kept', async () => {
    const port = await freePort();
    mongo = await startSupervisedMongo({
      backend: 'h2',
      dataDir,
      port,
      installMissing: true,
      report: (line) => lines.push(line),
    });
    expect(mongo.port).toBe(port);
    // Written and acknowledged just before the kill: H2 alone commits about once a second.
    await withItems(mongo.uri, async (items) => {
      for (let i = 0; i < 20; i++) await items.insertOne({ name: `order ${i}` });
    });
    const firstPid = mongo.pid;
    process.kill(firstPid!, 'SIGKILL');

    await mongo.restarted(1);
    expect(mongo.port).toBe(port);
    expect(mongo.pid).not.toBe(firstPid);
    expect(await withItems(mongo.uri, (items) => items.countDocuments())).toBe(20);
    expect(lines).toEqual([
      `The embedded database stopped (signal SIGKILL); restarting it on port ${port} in 0.5 s...`,
      `The embedded database is back at mongodb://127.0.0.1:${port} (data kept).`,
    ]);
  });

  it('does it again, and stays stopped once asked to stop', async () => {
    lines.length = 0;
    process.kill(mongo!.pid!, 'SIGKILL');
    await mongo!.restarted(2);
    await withItems(mongo!.uri, (items) => items.insertOne({ name: 'after the second restart' }));
    expect(await withItems(mongo!.uri, (items) => items.countDocuments())).toBe(21);

    await mongo!.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mongo!.restarts).toBe(2);
    expect(lines.filter((line) => line.includes('stopped'))).toHaveLength(1);
    await expect(withItems(mongo!.uri, (items) => items.countDocuments())).rejects.toThrow();
    mongo = undefined;
  });
});
