/**
 * The compatibility gate: a release is promoted or given a canary only when its shared singletons
 * and the shell's agree on versions, it exposes every page the route table puts on its remote, it
 * was built against this API's @shop/contracts, and the shell's web server renders its public
 * pages with it. Each failing fixture is refused with 422 RELEASE_INCOMPATIBLE naming its reason
 * (English and Bengali), and the channel does not move. The shell's web server is a stand-in here
 * (its own side, `POST /__releases/smoke`, is tested in web-server/src/release-smoke.spec.ts).
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ErrorCode,
  type ReleaseGateReason,
  type ReleaseSmokeRequest,
  type ReleaseStatus,
  REMOTE_ROUTES,
} from '@shop/contracts';
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_CONTRACTS_VERSION } from '../src/releases/gate/release-gate';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, login, type Session } from './helpers/auth';

const STORE = join(tmpdir(), `shop-e2e-release-gate-${process.pid}`);
const DATABASE = 'e2e-release-gate';
const TOKEN = 'gate-token-0123456789abcdef';
const integrity = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const shared = (name: string, version: string, requiredVersion: string) => ({
  name,
  version,
  requiredVersion,
  singleton: true,
  assets: {},
});
const SHOP_EXPOSES = [
  ...new Set(REMOTE_ROUTES.filter((row) => row.remote === 'mfe_shop').map((row) => row.expose)),
];

interface Fixture {
  react?: [string, string];
  exposes?: string[];
  contractsVersion?: string | null;
}

async function storeRelease(version: string, fixture: Fixture = {}) {
  const [reactVersion, reactRange] = fixture.react ?? ['19.2.0', '^19.0.0'];
  const manifest = JSON.stringify({
    id: 'mfe_shop',
    name: 'mfe_shop',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [shared('react', reactVersion, reactRange), shared('@shop/i18n', '0.1.0', '^0.1.0')],
    exposes: (fixture.exposes ?? SHOP_EXPOSES).map((path) => ({
      id: `mfe_shop:${path.slice(2)}`,
      name: path.slice(2),
      path,
      assets: {},
    })),
  });
  const entry = `/* mfe-shop ${version} */`;
  const folder = join(STORE, 'releases', 'mfe-shop', version);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'mf-manifest.json'), manifest);
  await writeFile(join(folder, 'remoteEntry.js'), entry);
  const contractsVersion =
    fixture.contractsVersion === null
      ? {}
      : { contractsVersion: fixture.contractsVersion ?? API_CONTRACTS_VERSION };
  return {
    remote: 'mfe-shop',
    version,
    buildId: createHash('sha1').update(entry).digest('hex').slice(0, 10),
    integrity: integrity(entry),
    manifestIntegrity: integrity(manifest),
    ...contractsVersion,
  };
}

/** The stand-in shell web server: its manifest, and a smoke render that throws for 2.3.0. */
const shell = {
  down: false,
  smokes: [] as Array<{ body: ReleaseSmokeRequest; authorization?: string }>,
};
const SHELL_MANIFEST = JSON.stringify({
  name: 'shell',
  shared: [shared('react', '19.2.0', '^19.2.0'), shared('@shop/i18n', '0.1.0', '^0.1.0')],
});

async function startShell(): Promise<Server> {
  const server = createServer((req, res) => {
    if (shell.down) {
      res.writeHead(503).end();
      return;
    }
    if (req.method === 'GET' && req.url === '/mf-manifest.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(SHELL_MANIFEST);
      return;
    }
    if (req.method === 'POST' && req.url === '/__releases/smoke') {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        const body = JSON.parse(raw) as ReleaseSmokeRequest;
        shell.smokes.push({ body, authorization: req.headers.authorization });
        const throws = body.version === '2.3.0';
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            pages: [
              { path: '/', ok: true, status: 200 },
              throws
                ? {
                    path: '/shops',
                    ok: false,
                    error: "Cannot read properties of undefined (reading 'price')",
                  }
                : { path: '/shops', ok: true, status: 200 },
            ],
          }),
        );
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('the compatibility gate', () => {
  let app: NestFastifyApplication;
  let shellServer: Server;
  let admin: Session;

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(admin), payload });
  const status = async () =>
    (
      await app.inject({ method: 'GET', url: '/api/admin/releases', headers: bearer(admin) })
    ).json<ReleaseStatus>();

  beforeAll(async () => {
    await rm(STORE, { recursive: true, force: true });
    shellServer = await startShell();
    const { port } = shellServer.address() as AddressInfo;
    app = await bootApp({
      database: DATABASE,
      env: {
        RELEASE_STORE_DIR: STORE,
        RELEASE_SHELL_URL: `http://127.0.0.1:${port}`,
        RELEASE_CHECK_TOKEN: TOKEN,
      },
    });
    admin = await login(app, ADMIN);
    const fixtures: Array<[string, Fixture]> = [
      ['2.0.0', {}],
      ['2.1.0', { react: ['18.3.1', '^18.2.0'] }],
      ['2.2.0', { exposes: SHOP_EXPOSES.filter((expose) => expose !== './ProductPage') }],
      ['2.3.0', {}],
      ['2.4.0', { contractsVersion: '9.0.0' }],
      ['2.5.0', {}],
      ['2.6.0', { contractsVersion: null }],
    ];
    for (const [version, fixture] of fixtures) {
      const res = await post('/api/admin/releases', await storeRelease(version, fixture));
      expect(res.statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await dropAndClose(app);
    await new Promise<void>((resolve) => shellServer.close(() => resolve()));
    await rm(STORE, { recursive: true, force: true });
  });

  it('promotes a compatible release, after the shell rendered its pages with it', async () => {
    const res = await post('/api/admin/releases/promote', { remote: 'mfe-shop', version: '2.0.0' });
    expect(res.statusCode).toBe(200);
    expect(shell.smokes).toEqual([
      { body: { remote: 'mfe-shop', version: '2.0.0' }, authorization: `Bearer ${TOKEN}` },
    ]);
  });

  it.each([
    [
      'an incompatible React range',
      '2.1.0',
      "react: the shell's 19.2.0 is outside this release's required range ^18.2.0",
    ],
    [
      'a page of the route table it does not expose',
      '2.2.0',
      './ProductPage: the route table shows it, but this release does not expose it',
    ],
    [
      'a server render that throws',
      '2.3.0',
      "the server render of /shops failed: Cannot read properties of undefined (reading 'price')",
    ],
    [
      'another @shop/contracts',
      '2.4.0',
      `@shop/contracts: this release was built against 9.0.0, the API has ${API_CONTRACTS_VERSION}`,
    ],
    [
      'no @shop/contracts version at all',
      '2.6.0',
      '@shop/contracts: this release does not say which version it was built against',
    ],
  ])(
    'refuses %s (promote and canary) with its reason, and changes nothing',
    async (_name, version, reason) => {
      const before = await status();
      for (const [route, extra] of [
        ['promote', {}],
        ['canary', { percent: 10 }],
      ] as const) {
        const res = await post(`/api/admin/releases/${route}`, {
          remote: 'mfe-shop',
          version,
          ...extra,
        });
        expect(res.statusCode).toBe(422);
        const body = res.json<{
          statusCode: number;
          code: string;
          message: string;
          messageBn: string;
          reasons: ReleaseGateReason[];
        }>();
        expect(body).toMatchObject({ statusCode: 422, code: ErrorCode.RELEASE_INCOMPATIBLE });
        expect(body.message).toContain(`mfe-shop ${version} cannot go live: `);
        expect(body.message).toContain(reason);
        expect(body.reasons.map((r) => r.message)).toContainEqual(expect.stringContaining(reason));
        expect(body.messageBn).toContain('চালু করা যাবে না');
        expect(body.reasons.every((r) => r.messageBn.length > 0)).toBe(true);
      }
      const after = await status();
      expect(after.revision).toBe(before.revision);
      expect(after.remotes).toEqual(before.remotes);
    },
  );

  it('starts a canary of a compatible release; a higher percent keeps its salt', async () => {
    let res = await post('/api/admin/releases/canary', {
      remote: 'mfe-shop',
      version: '2.5.0',
      percent: 10,
    });
    expect(res.statusCode).toBe(200);
    const first = res.json<ReleaseStatus>().remotes['mfe-shop']?.canary;
    res = await post('/api/admin/releases/canary', {
      remote: 'mfe-shop',
      version: '2.5.0',
      percent: 25,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ReleaseStatus>().remotes['mfe-shop']?.canary).toEqual({
      version: '2.5.0',
      percent: 25,
      salt: first?.salt,
    });
  });

  it.each([
    ['a percent of 0', { percent: 0 }],
    ['a percent of 100', { percent: 100 }],
    ['a percent of 12.5', { percent: 12.5 }],
    ['a percent as text', { percent: '10' }],
    ['no percent', {}],
  ])('refuses a canary with %s (400), and changes nothing', async (_name, extra) => {
    const before = await status();
    const res = await post('/api/admin/releases/canary', {
      remote: 'mfe-shop',
      version: '2.5.0',
      ...extra,
    });
    expect(res.json()).toMatchObject({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED });
    expect((await status()).revision).toBe(before.revision);
  });

  it('while the shell’s web server does not answer: refuses to promote, still rolls back to the last known good', async () => {
    let res = await post('/api/admin/releases/promote', { remote: 'mfe-shop', version: '2.5.0' });
    expect(res.statusCode).toBe(200);
    shell.down = true;
    try {
      res = await post('/api/admin/releases/promote', { remote: 'mfe-shop', version: '2.0.0' });
      expect(res.json()).toMatchObject({ statusCode: 422, code: ErrorCode.RELEASE_INCOMPATIBLE });
      expect(res.json<{ message: string }>().message).toContain(
        "the shell's web server (http://127.0.0.1:",
      );
      // A rollback to another named version is checked like a promote.
      res = await post('/api/admin/releases/rollback', { remote: 'mfe-shop', version: '2.3.0' });
      expect(res.json()).toMatchObject({ statusCode: 422, code: ErrorCode.RELEASE_INCOMPATIBLE });
      res = await post('/api/admin/releases/rollback', { remote: 'mfe-shop' });
      expect(res.statusCode).toBe(200);
      expect(res.json<ReleaseStatus>().remotes['mfe-shop']?.stable).toBe('2.0.0');
    } finally {
      shell.down = false;
    }
  });
});
