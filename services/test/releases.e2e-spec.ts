/**
 * Releases of the remotes: registering a stored release (immutable, checked against the store),
 * promote / rollback / canary / abort as one conditional update of the channel's revision (409
 * with the channel as it is on a stale revision; of 20 promotes at once through two API
 * instances on one database exactly one applies), the public live answer, and the audit log.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type AuditEntryPage,
  ErrorCode,
  type LiveReleases,
  type ReleaseRecord,
  REMOTE_ROUTES,
  type ReleaseStatus,
} from '@shop/contracts';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_CONTRACTS_VERSION } from '../src/releases/gate/release-gate';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, type Session } from './helpers/auth';

const STORE = join(tmpdir(), `shop-e2e-releases-${process.pid}`);
const DATABASE = 'e2e-releases';
const integrity = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const manifestOf = (version: string) =>
  JSON.stringify({
    id: 'mfe_shop',
    name: 'mfe_shop',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      buildInfo: { buildVersion: version },
    },
    shared: [
      { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', singleton: true, assets: {} },
      {
        name: '@shop/i18n',
        version: '0.1.0',
        requiredVersion: '^0.1.0',
        singleton: true,
        assets: {},
      },
    ],
    // Every page the route table puts on the storefront (the compatibility gate checks them).
    exposes: [
      ...new Set(REMOTE_ROUTES.filter((row) => row.remote === 'mfe_shop').map((row) => row.expose)),
    ].map((path) => ({ id: `mfe_shop:${path.slice(2)}`, name: path.slice(2), path, assets: {} })),
  });

/** Writes a release's files into the store; returns what `publish` sends. */
async function storeRelease(
  remote: string,
  version: string,
  entryText = `/* ${remote} ${version} */`,
) {
  const folder = join(STORE, 'releases', remote, version);
  await mkdir(folder, { recursive: true });
  const manifest = manifestOf(version);
  await writeFile(join(folder, 'mf-manifest.json'), manifest);
  await writeFile(join(folder, 'remoteEntry.js'), entryText);
  return {
    remote,
    version,
    buildId: createHash('sha1').update(entryText).digest('hex').slice(0, 10),
    integrity: integrity(entryText),
    manifestIntegrity: integrity(manifest),
    contractsVersion: API_CONTRACTS_VERSION,
    gitCommit: 'e4a5918',
  };
}

describe('releases', () => {
  let app: NestFastifyApplication;
  let second: NestFastifyApplication;
  let admin: Session;
  let customer: Session;

  const post = (url: string, payload: unknown, target = app) =>
    target.inject({ method: 'POST', url, headers: bearer(admin), payload: payload as object });
  const status = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/admin/releases', headers: bearer(admin) })
    ).json<ReleaseStatus>();

  beforeAll(async () => {
    await rm(STORE, { recursive: true, force: true });
    const env = { RELEASE_STORE_DIR: STORE };
    app = await bootApp({ database: DATABASE, env });
    second = await bootApp({ database: DATABASE, env });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
  });

  afterAll(async () => {
    await second?.close();
    await dropAndClose(app);
    await rm(STORE, { recursive: true, force: true });
  });

  describe('publishing', () => {
    it('registers a stored release with its shared and exposed modules from the manifest', async () => {
      const res = await post('/api/admin/releases', await storeRelease('mfe-shop', '1.0.0'));
      expect(res.statusCode).toBe(201);
      const release = res.json<ReleaseRecord>();
      expect(release).toMatchObject({
        remote: 'mfe-shop',
        version: '1.0.0',
        manifestUrl: '/releases/mfe-shop/1.0.0/mf-manifest.json',
        entryUrl: '/releases/mfe-shop/1.0.0/remoteEntry.js',
        gitCommit: 'e4a5918',
        contractsVersion: API_CONTRACTS_VERSION,
        publishedBy: { email: ADMIN.email },
      });
      expect(release.exposes).toContainEqual({ name: 'ShopsPage', path: './ShopsPage' });
      expect(release.integrity).toMatch(/^sha384-/);
      expect(release.shared).toEqual([
        { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', singleton: true },
        { name: '@shop/i18n', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
      ]);
    });

    it('refuses a version published already, and changes nothing', async () => {
      const before = await status();
      const res = await post('/api/admin/releases', await storeRelease('mfe-shop', '1.0.0'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.RELEASE_ALREADY_PUBLISHED,
      });
      expect(res.json<{ messageBn: string }>().messageBn).toBeTruthy();
      expect((await status()).releases).toHaveLength(before.releases.length);
    });

    it('refuses files that are not what the publisher hashed, or not in the store', async () => {
      const sent = await storeRelease('mfe-shop', '1.0.1');
      const res = await post('/api/admin/releases', {
        ...sent,
        integrity: integrity('something else'),
      });
      expect(res.json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.RELEASE_INTEGRITY_MISMATCH,
      });
      const missing = await post('/api/admin/releases', { ...sent, version: '9.9.9' });
      expect(missing.json()).toMatchObject({ statusCode: 404, code: ErrorCode.RELEASE_NOT_FOUND });
    });

    it.each([
      ['an unknown remote', { remote: 'mfe-payments' }, 'remote'],
      ['a malformed version', { version: '../../etc' }, 'version'],
      ['a malformed integrity', { integrity: 'md5-abc' }, 'integrity'],
    ])('refuses %s with 400 naming the field', async (_name, change, field) => {
      const res = await post('/api/admin/releases', {
        ...(await storeRelease('mfe-shop', '1.0.2')),
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED });
      expect(res.json<{ message: string }>().message).toContain(field);
    });

    it('is for admins only', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/releases',
        headers: bearer(customer),
        payload: await storeRelease('mfe-shop', '1.0.3'),
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('the channel', () => {
    beforeAll(async () => {
      for (const version of ['1.1.0', '1.2.0', '1.3.0']) {
        const res = await post('/api/admin/releases', await storeRelease('mfe-shop', version));
        expect(res.statusCode).toBe(201);
      }
    });

    it('is empty before the first promote: the live answer names no remote', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/releases/live' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=2');
      expect(res.json()).toEqual({ environment: 'production', revision: 0, remotes: {} });
    });

    it('promotes, keeps the previous stable as last known good, and serves it live', async () => {
      let res = await post('/api/admin/releases/promote', {
        remote: 'mfe-shop',
        version: '1.0.0',
        expectedRevision: 0,
      });
      expect(res.statusCode).toBe(200);
      res = await post('/api/admin/releases/promote', {
        remote: 'mfe-shop',
        version: '1.1.0',
        reason: 'Footer fix',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ReleaseStatus>()).toMatchObject({
        revision: 2,
        remotes: { 'mfe-shop': { stable: '1.1.0', lastKnownGood: '1.0.0' } },
      });
      const live = (
        await app.inject({ method: 'GET', url: '/api/releases/live' })
      ).json<LiveReleases>();
      expect(live).toEqual({
        environment: 'production',
        revision: 2,
        remotes: {
          'mfe-shop': {
            name: 'mfe_shop',
            version: '1.1.0',
            manifestUrl: '/releases/mfe-shop/1.1.0/mf-manifest.json',
            lastKnownGood: {
              version: '1.0.0',
              manifestUrl: '/releases/mfe-shop/1.0.0/mf-manifest.json',
            },
          },
        },
      });
    });

    it('answers 409 with the channel as it is for a stale revision, and changes nothing', async () => {
      const res = await post('/api/admin/releases/promote', {
        remote: 'mfe-shop',
        version: '1.2.0',
        expectedRevision: 1,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: ErrorCode.RELEASE_CHANNEL_CHANGED,
        current: { revision: 2, remotes: { 'mfe-shop': { stable: '1.1.0' } } },
      });
      expect((await status()).revision).toBe(2);
    });

    it.each([
      ['an unknown version', '/promote', { version: '7.7.7' }, 404, ErrorCode.RELEASE_NOT_FOUND],
      ['the live version', '/promote', { version: '1.1.0' }, 409, ErrorCode.RELEASE_STATE_CONFLICT],
      [
        'a percent of 0',
        '/canary',
        { version: '1.2.0', percent: 0 },
        400,
        ErrorCode.VALIDATION_FAILED,
      ],
      [
        'a percent of 100',
        '/canary',
        { version: '1.2.0', percent: 100 },
        400,
        ErrorCode.VALIDATION_FAILED,
      ],
      ['an abort without a canary', '/abort', {}, 409, ErrorCode.RELEASE_STATE_CONFLICT],
      ['an unknown remote', '/rollback', { remote: 'mfe-x' }, 400, ErrorCode.VALIDATION_FAILED],
      [
        'a reason of two lines',
        '/promote',
        { version: '1.2.0', reason: 'one\ntwo' },
        400,
        ErrorCode.VALIDATION_FAILED,
      ],
      [
        'a version in other digits',
        '/promote',
        { version: '١.٢.٠' },
        400,
        ErrorCode.VALIDATION_FAILED,
      ],
    ])('refuses %s, and changes nothing', async (_name, path, body, statusCode, code) => {
      const res = await post(`/api/admin/releases${path}`, { remote: 'mfe-shop', ...body });
      expect(res.json()).toMatchObject({ statusCode, code });
      expect((await status()).revision).toBe(2);
    });

    it('refuses to promote a release whose stored entry was changed since it was registered', async () => {
      await writeFile(join(STORE, 'releases/mfe-shop/1.3.0/remoteEntry.js'), 'alert("tampered")');
      const res = await post('/api/admin/releases/promote', {
        remote: 'mfe-shop',
        version: '1.3.0',
      });
      expect(res.json()).toMatchObject({
        statusCode: 409,
        code: ErrorCode.RELEASE_INTEGRITY_MISMATCH,
      });
      expect((await status()).remotes['mfe-shop']?.stable).toBe('1.1.0');
    });

    it('starts a canary (1–99 %, with a salt), aborts it, and rolls back to the last known good', async () => {
      let res = await post('/api/admin/releases/canary', {
        remote: 'mfe-shop',
        version: '1.2.0',
        percent: 10,
      });
      expect(res.statusCode).toBe(200);
      const canary = res.json<ReleaseStatus>().remotes['mfe-shop']?.canary;
      expect(canary).toMatchObject({ version: '1.2.0', percent: 10 });
      expect(canary?.salt).toMatch(/^[0-9a-f]{16}$/);
      const live = (
        await app.inject({ method: 'GET', url: '/api/releases/live' })
      ).json<LiveReleases>();
      expect(live.remotes['mfe-shop']?.canary).toMatchObject({
        version: '1.2.0',
        percent: 10,
        manifestUrl: '/releases/mfe-shop/1.2.0/mf-manifest.json',
      });

      res = await post('/api/admin/releases/abort', { remote: 'mfe-shop' });
      expect(res.json<ReleaseStatus>().remotes['mfe-shop']).toEqual({
        stable: '1.1.0',
        lastKnownGood: '1.0.0',
      });

      res = await post('/api/admin/releases/rollback', {
        remote: 'mfe-shop',
        reason: 'Broken cart',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<ReleaseStatus>().remotes['mfe-shop']).toEqual({ stable: '1.0.0' });

      res = await post('/api/admin/releases/rollback', { remote: 'mfe-shop' });
      expect(res.json()).toMatchObject({ statusCode: 409, code: ErrorCode.RELEASE_STATE_CONFLICT });
    });

    it('of 20 promotes at once through two API instances on one database, exactly one applies', async () => {
      const { revision } = await status();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(
            '/api/admin/releases/promote',
            { remote: 'mfe-shop', version: i % 2 ? '1.1.0' : '1.2.0', expectedRevision: revision },
            i % 2 ? second : app,
          ),
        ),
      );
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(19);
      for (const res of answers.filter((answer) => answer.statusCode === 409)) {
        expect(res.json()).toMatchObject({
          code: ErrorCode.RELEASE_CHANNEL_CHANGED,
          current: { revision: revision + 1 },
        });
      }
      expect((await status()).revision).toBe(revision + 1);
    });

    it('records every change in the audit log: who, from → to, why', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/activity?targetType=release&limit=50',
        headers: bearer(admin),
      });
      const { items } = res.json<AuditEntryPage>();
      const actions = items.map((entry) => entry.action);
      expect(actions.filter((action) => action === 'release.published')).toHaveLength(4);
      expect(actions.filter((action) => action === 'release.promoted')).toHaveLength(3);
      expect(actions).toEqual(
        expect.arrayContaining([
          'release.canary-started',
          'release.canary-aborted',
          'release.rolled-back',
        ]),
      );
      const rollback = items.find((entry) => entry.action === 'release.rolled-back');
      expect(rollback).toMatchObject({
        actor: { email: ADMIN.email },
        target: { type: 'release', id: 'mfe-shop@1.0.0', label: 'mfe-shop 1.0.0' },
        note: 'Broken cart',
      });
      expect(rollback?.changes).toContainEqual({
        field: 'stable',
        before: '1.1.0',
        after: '1.0.0',
      });
    });
  });
});
