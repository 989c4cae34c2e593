/**
 * The shell's load beacons: validated and public, counted per release and 5-minute window with
 * atomic increments (parallel beacons lose nothing), limited per client address, and a canary
 * whose window fails more than 2 % of at least 50 loads aborted by the API itself — recorded in
 * the audit log as done by the system. A failing stable release is left to the admins.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type AuditEntryPage,
  ErrorCode,
  RELEASE_REMOTE_NAMES,
  REMOTE_ROUTES,
  type ReleaseLoadReport,
  type ReleaseStatus,
} from '@shop/contracts';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RELEASE_BEACON_RATE_LIMIT } from '../src/releases/beacons/release-beacons.controller';
import { API_CONTRACTS_VERSION } from '../src/releases/gate/release-gate';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session } from './helpers/auth';

const STORE = join(tmpdir(), `shop-e2e-release-beacons-${process.pid}`);
const DATABASE = 'e2e-release-beacons';
const integrity = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

async function storeRelease(remote: string, version: string) {
  const folder = join(STORE, 'releases', remote, version);
  await mkdir(folder, { recursive: true });
  const name = RELEASE_REMOTE_NAMES[remote as keyof typeof RELEASE_REMOTE_NAMES];
  const manifest = JSON.stringify({
    id: name,
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [],
    // Every page the route table puts on the remote (the compatibility gate checks them).
    exposes: [
      ...new Set(REMOTE_ROUTES.filter((row) => row.remote === name).map((row) => row.expose)),
    ].map((path) => ({ id: `${name}:${path.slice(2)}`, name: path.slice(2), path, assets: {} })),
  });
  const entry = `/* ${remote} ${version} */`;
  await writeFile(join(folder, 'mf-manifest.json'), manifest);
  await writeFile(join(folder, 'remoteEntry.js'), entry);
  return {
    remote,
    version,
    buildId: createHash('sha1').update(entry).digest('hex').slice(0, 10),
    integrity: integrity(entry),
    manifestIntegrity: integrity(manifest),
    contractsVersion: API_CONTRACTS_VERSION,
  };
}

describe('release load beacons', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  /** Each group of beacons comes from an address of its own: the limit is per address. */
  let address = 0;
  const nextAddress = () => `10.9.0.${(address += 1)}`;

  const adminPost = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(admin), payload });
  const beacon = (payload: unknown, remoteAddress = '10.9.1.1') =>
    app.inject({
      method: 'POST',
      url: '/api/releases/beacon',
      payload: payload as object,
      remoteAddress,
    });
  const beacons = (n: number, payload: object) => {
    const from = nextAddress();
    return Promise.all(Array.from({ length: n }, () => beacon(payload, from)));
  };
  const counts = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/admin/releases/load-counts',
        headers: bearer(admin),
      })
    ).json<ReleaseLoadReport>();
  const countsOf = async (remote: string, version: string) =>
    (await counts()).releases.find((row) => row.remote === remote && row.version === version);
  const channel = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/admin/releases', headers: bearer(admin) })
    ).json<ReleaseStatus>();

  beforeAll(async () => {
    await rm(STORE, { recursive: true, force: true });
    app = await bootApp({ database: DATABASE, env: { RELEASE_STORE_DIR: STORE } });
    admin = await login(app, ADMIN);
    for (const [remote, version] of [
      ['mfe-shop', '1.0.0'],
      ['mfe-shop', '1.1.0'],
      ['mfe-shop', '1.2.0'],
      ['mfe-admin', '2.0.0'],
    ]) {
      const res = await adminPost('/api/admin/releases', await storeRelease(remote, version));
      expect(res.statusCode).toBe(201);
    }
    expect(
      (await adminPost('/api/admin/releases/promote', { remote: 'mfe-shop', version: '1.0.0' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await adminPost('/api/admin/releases/promote', { remote: 'mfe-admin', version: '2.0.0' }))
        .statusCode,
    ).toBe(200);
  });

  afterAll(async () => {
    await dropAndClose(app);
    await rm(STORE, { recursive: true, force: true });
  });

  describe('validation', () => {
    it.each([
      ['no stage', { remote: 'mfe-shop', version: '1.0.0' }, 'stage'],
      ['an unknown stage', { remote: 'mfe-shop', version: '1.0.0', stage: 'exploded' }, 'stage'],
      ['an unknown remote', { remote: 'mfe-evil', version: '1.0.0', stage: 'loaded' }, 'remote'],
      [
        'a malformed version',
        { remote: 'mfe-shop', version: '../../x', stage: 'loaded' },
        'version',
      ],
      [
        'a version of 10 000 characters',
        { remote: 'mfe-shop', version: `1.0.0+${'a'.repeat(10_000)}`, stage: 'loaded' },
        'version',
      ],
    ])('refuses %s with 400 naming the field, and counts nothing', async (_, payload, field) => {
      const res = await beacon(payload, nextAddress());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
      expect(res.json().message).toContain(field);
    });

    it('refuses a field it does not know', async () => {
      const res = await beacon(
        { remote: 'mfe-shop', version: '1.0.0', stage: 'loaded', visitor: 'x' },
        nextAddress(),
      );
      expect(res.statusCode).toBe(400);
    });

    it('refuses a release that was never registered with 404, and stores nothing for it', async () => {
      const res = await beacon(
        { remote: 'mfe-shop', version: '9.9.9', stage: 'entry' },
        nextAddress(),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: ErrorCode.RELEASE_NOT_FOUND });
      expect(await countsOf('mfe-shop', '9.9.9')).toBeUndefined();
    });

    it('takes JSON only (a text/plain body is 415)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/releases/beacon',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ remote: 'mfe-shop', version: '1.0.0', stage: 'loaded' }),
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(415);
    });

    it('is admins-only to read the counts', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/admin/releases/load-counts' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('counting', () => {
    it('counts 40 beacons sent at once exactly: loads, and failures by stage', async () => {
      const answers = [
        ...(await beacons(30, { remote: 'mfe-admin', version: '2.0.0', stage: 'loaded' })),
        ...(await beacons(6, { remote: 'mfe-admin', version: '2.0.0', stage: 'entry' })),
        ...(await beacons(3, { remote: 'mfe-admin', version: '2.0.0', stage: 'module' })),
        ...(await beacons(1, { remote: 'mfe-admin', version: '2.0.0', stage: 'manifest' })),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual(Array(40).fill(204));
      const report = await counts();
      expect(report).toMatchObject({ windowMinutes: 5, abortPercent: 2, minLoads: 50 });
      const row = report.releases.find((r) => r.remote === 'mfe-admin');
      expect(row).toMatchObject({
        version: '2.0.0',
        loaded: 30,
        failed: 10,
        failedBy: { manifest: 1, entry: 6, module: 3 },
        lastWindow: { loaded: 30, failed: 10 },
      });
      expect(new Date(row!.lastWindow.start).getTime() % (5 * 60_000)).toBe(0);
    });

    it("leaves a failing stable release live: rolling back is the admins' call", async () => {
      // 40 loads, 10 failed above; 20 more failed: 60 loads, 50 % failed.
      await beacons(20, { remote: 'mfe-admin', version: '2.0.0', stage: 'entry' });
      expect((await channel()).remotes['mfe-admin']).toEqual({ stable: '2.0.0' });
    });

    it(`answers 429 after ${RELEASE_BEACON_RATE_LIMIT.limit} beacons a minute from one address`, async () => {
      const from = nextAddress();
      const answers = [];
      for (let i = 0; i <= RELEASE_BEACON_RATE_LIMIT.limit; i += 1) {
        answers.push(
          (await beacon({ remote: 'mfe-shop', version: '1.0.0', stage: 'loaded' }, from))
            .statusCode,
        );
      }
      expect(answers.filter((s) => s === 204)).toHaveLength(RELEASE_BEACON_RATE_LIMIT.limit);
      expect(answers.at(-1)).toBe(429);
      // Another address is not affected.
      expect(
        (await beacon({ remote: 'mfe-shop', version: '1.0.0', stage: 'loaded' }, nextAddress()))
          .statusCode,
      ).toBe(204);
    });
  });

  describe('the canary rule', () => {
    // Each test's beacons must fall in one 5-minute window: start none in a window's last 15 s.
    beforeEach(async () => {
      const left = 5 * 60_000 - (Date.now() % (5 * 60_000));
      if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    });

    it('does not abort a canary below 50 loads, however many failed', async () => {
      const res = await adminPost('/api/admin/releases/canary', {
        remote: 'mfe-shop',
        version: '1.1.0',
        percent: 10,
      });
      expect(res.statusCode).toBe(200);
      await beacons(39, { remote: 'mfe-shop', version: '1.1.0', stage: 'loaded' });
      await beacons(10, { remote: 'mfe-shop', version: '1.1.0', stage: 'module' });
      // 49 loads, 20 % failed.
      expect((await channel()).remotes['mfe-shop']?.canary?.version).toBe('1.1.0');
    });

    it('aborts it at the 50th load (more than 2 % failed), as the system, in the audit log', async () => {
      const before = await channel();
      const res = await beacon(
        { remote: 'mfe-shop', version: '1.1.0', stage: 'loaded' },
        nextAddress(),
      );
      expect(res.statusCode).toBe(204);
      const after = await channel();
      expect(after.remotes['mfe-shop']).toEqual({ stable: '1.0.0' });
      expect(after.revision).toBe(before.revision + 1);

      const log = (
        await app.inject({
          method: 'GET',
          url: '/api/admin/activity?action=release.canary-aborted',
          headers: bearer(admin),
        })
      ).json<AuditEntryPage>();
      expect(log.items).toHaveLength(1);
      expect(log.items[0]).toMatchObject({
        action: 'release.canary-aborted',
        actor: { name: 'System', email: 'system@shop.local' },
        target: { type: 'release', id: 'mfe-shop@1.0.0' },
        changes: expect.arrayContaining([{ field: 'canary', before: '1.1.0' }]),
      });
      expect(log.items[0].note).toMatch(/^Aborted automatically: 10 of 50 loads failed \(20 %/);

      // Beacons of the aborted canary still count, and abort nothing more.
      await beacons(5, { remote: 'mfe-shop', version: '1.1.0', stage: 'entry' });
      expect((await channel()).revision).toBe(after.revision);
    });

    it('keeps a canary whose failures stay within 2 %', async () => {
      await adminPost('/api/admin/releases/canary', {
        remote: 'mfe-shop',
        version: '1.2.0',
        percent: 5,
      });
      await beacons(98, { remote: 'mfe-shop', version: '1.2.0', stage: 'loaded' });
      await beacons(2, { remote: 'mfe-shop', version: '1.2.0', stage: 'entry' });
      expect((await channel()).remotes['mfe-shop']?.canary?.version).toBe('1.2.0');
      await beacon({ remote: 'mfe-shop', version: '1.2.0', stage: 'entry' }, nextAddress());
      // 3 of 101: more than 2 %.
      expect((await channel()).remotes['mfe-shop']?.canary).toBeUndefined();
    });
  });
});
