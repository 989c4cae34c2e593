import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseSmokeAnswer } from '@shop/contracts/src/releases';
import { startStaticServer, type StaticServer } from './index';
import { smokePaths } from './release-smoke';

/**
 * `POST /__releases/smoke`: the API's compatibility gate has the shell's web server render a
 * release's public pages before the release goes live. A stand-in server build renders the pages
 * with any storefront release but 1.1.0, whose render throws.
 */
const TOKEN = 'smoke-token-0123456789';

const BUNDLE = `
const pages = ['/', '/shops', '/product/smoke-check'];
exports.ssrRouteFor = (pathname) => (pages.includes(pathname) ? { remote: 'mfe_shop' } : undefined);
exports.render = async ({ url, config }) => {
  const entry = config.remotes.mfe_shop;
  if (entry.includes('/1.1.0/')) throw new Error('Cannot read properties of undefined (reading \\'price\\')');
  const pathname = new URL(url, 'http://x').pathname;
  return {
    status: pathname.startsWith('/product/') ? 404 : 200,
    html: '<p>' + entry + '</p>',
    state: { api: {} },
    route: { path: pathname, remote: 'mfe_shop', expose: './ShopsPage', entry },
    location: url,
    language: 'en',
    sources: [],
  };
};
`;

const MANIFEST = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'ShopsPage', path: './ShopsPage', assets: { js: { sync: [] } } }],
});

function post(url: string, body: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('smokePaths', () => {
  it('names the storefront’s public pages the server renders, a parameter filled in', () => {
    const paths = smokePaths('mfe-shop', () => true);
    expect(paths).toEqual(expect.arrayContaining(['/', '/shops', '/product/smoke-check']));
    expect(smokePaths('mfe-shop', (p) => p === '/shops')).toEqual(['/shops']);
    // The dashboard and the admin have no public pages: nothing to render.
    expect(smokePaths('mfe-admin', () => true)).toEqual([]);
  });
});

describe('POST /__releases/smoke', () => {
  let api: Server;
  let server: StaticServer;
  const auth = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

  const savedShopUrl = process.env.SHOP_URL;

  beforeAll(async () => {
    delete process.env.SHOP_URL;
    // A channel with nothing live: the start-up remotes stay.
    api = createServer((req, res) =>
      req.url === '/api/releases/live'
        ? res
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"environment":"production","revision":0,"remotes":{}}')
        : res.writeHead(404).end(),
    );
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
    const project = await mkdtemp(path.join(tmpdir(), 'smoke-shell-'));
    const root = path.join(project, 'dist');
    await mkdir(root);
    await mkdir(path.join(project, 'dist-server'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(project, 'dist-server', 'main.js'), BUNDLE);
    // The store does not exist yet when the server starts, as on a first `npm start`: the API
    // writes the first releases into it afterwards.
    const store = path.join(project, 'store');
    server = await startStaticServer({
      root,
      port: 0,
      // The release's manifest is read from this server's own origin (http://localhost:<port>).
      site: true,
      runtimeConfig: { apiUrl, remotes: { mfe_shop: 'http://localhost:4201/mf-manifest.json' } },
      ssr: { apiUrl },
      releases: {
        store,
        liveUrl: `${apiUrl}/releases/live`,
        intervalMs: 60_000,
        checkToken: TOKEN,
      },
    });
    for (const version of ['1.0.0', '1.1.0']) {
      const folder = path.join(store, 'releases', 'mfe-shop', version);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'mf-manifest.json'), MANIFEST);
    }
  });

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => api?.close(() => resolve()));
    if (savedShopUrl !== undefined) process.env.SHOP_URL = savedShopUrl;
  });

  const smoke = (body: unknown, headers = auth) =>
    post(`${server.url}/__releases/smoke`, JSON.stringify(body), headers);

  it('refuses a request without the token', async () => {
    expect((await smoke({ remote: 'mfe-shop', version: '1.0.0' }, {} as typeof auth)).status).toBe(
      401,
    );
    const wrong = { ...auth, authorization: 'Bearer not-the-token-at-all!!' };
    expect((await smoke({ remote: 'mfe-shop', version: '1.0.0' }, wrong)).status).toBe(401);
  });

  it('renders each public page with a release that works', async () => {
    const answer = await smoke({ remote: 'mfe-shop', version: '1.0.0' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body) as ReleaseSmokeAnswer).toEqual({
      pages: [
        { path: '/', ok: true, status: 200 },
        { path: '/shops', ok: true, status: 200 },
        { path: '/product/smoke-check', ok: true, status: 404 },
      ],
    });
  });

  it('names each page whose render throws with the release', async () => {
    const { pages } = JSON.parse(
      (await smoke({ remote: 'mfe-shop', version: '1.1.0' })).body,
    ) as ReleaseSmokeAnswer;
    expect(pages.every((page) => !page.ok)).toBe(true);
    expect(pages[0].error).toContain("reading 'price'");
  });

  it('says so for a release that is not in its store, and refuses what is not a release', async () => {
    const { pages } = JSON.parse(
      (await smoke({ remote: 'mfe-shop', version: '9.9.9' })).body,
    ) as ReleaseSmokeAnswer;
    expect(pages).toEqual([
      {
        path: '/releases/mfe-shop/9.9.9',
        ok: false,
        error: "the release is not in this web server's release store",
      },
    ]);
    expect((await smoke({ remote: 'mfe-shop', version: '../../x' })).status).toBe(400);
    expect((await smoke({ remote: 'nope', version: '1.0.0' })).status).toBe(400);
  });
});
