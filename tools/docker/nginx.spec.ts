/**
 * The frontend containers' nginx: what runtime-config.sh writes for it from the environment (the
 * Content-Security-Policy, the CORS allow-list, the shell's proxies to the API and renderer
 * replicas) and the static configuration that uses it. These read the files nginx would; where an
 * nginx is installed (`npm test` installs Debian's), `nginx -t` also checks the whole configuration.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import dnsPacket from 'dns-packet';
import { contentSecurityPolicyFor } from '@shop/web-server';

const dockerDir = __dirname;
const script = path.join(dockerDir, 'runtime-config.sh');
const read = (file: string) => fs.readFileSync(path.join(dockerDir, file), 'utf8');

const COMPOSE_ENV = {
  API_URL: 'http://localhost:4200/api',
  MFE_SHOP_URL: 'http://localhost:4201/mf-manifest.json',
  MFE_DASHBOARD_URL: 'http://localhost:4202/mf-manifest.json',
  MFE_ADMIN_URL: 'http://localhost:4203/mf-manifest.json',
  SHELL_ORIGINS: 'http://localhost:4200',
};

interface Written {
  status: number | null;
  stderr: string;
  config?: { apiUrl: string; remotes: Record<string, string> };
  http: string;
  server: string;
}

/** Runs runtime-config.sh with `env` (and nothing else) into a fresh folder. */
function runScript(env: Record<string, string>): Written {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  const run = spawnSync('sh', [script], {
    env: {
      PATH: process.env.PATH,
      RUNTIME_CONFIG_OUTPUT: path.join(dir, 'config.json'),
      NGINX_SHOP_DIR: path.join(dir, 'shop'),
      ...env,
    },
    encoding: 'utf8',
  });
  const readIf = (file: string) =>
    fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : '';
  const config = readIf('config.json');
  return {
    status: run.status,
    stderr: run.stderr,
    config: config ? JSON.parse(config) : undefined,
    http: readIf('shop/http.conf'),
    server: readIf('shop/server.conf'),
  };
}

/** The policy in `map $host $shop_csp { default "…"; }`. */
function cspOf(httpConf: string): string {
  const match = /map \$host \$shop_csp \{\s*default "([^"]*)";\s*\}/.exec(httpConf);
  if (!match) throw new Error(`no $shop_csp map in:\n${httpConf}`);
  return match[1];
}

/** The origins listed in `map $http_origin $shop_cors_origin`, with the value each maps to. */
function corsMapOf(httpConf: string): Array<[string, string]> {
  const block = /map \$http_origin \$shop_cors_origin \{([^}]*)\}/.exec(httpConf);
  if (!block) throw new Error(`no $shop_cors_origin map in:\n${httpConf}`);
  return [...block[1].matchAll(/^\s*"?([^"\s]+)"?\s+([^;]+);/gm)].map((m) => [m[1], m[2]]);
}

describe('runtime-config.sh: the nginx snippets', () => {
  it('writes the same Content-Security-Policy as the static server gives for that manifest', () => {
    const written = runScript(COMPOSE_ENV);
    expect(written.status).toBe(0);
    expect(cspOf(written.http)).toBe(contentSecurityPolicyFor(written.config));
  });

  it('derives it from any origins, a CDN release and an API elsewhere included', () => {
    const written = runScript({
      API_URL: 'https://api.shop.example/api',
      MFE_SHOP_URL: 'https://shop.example/mf-manifest.json',
      MFE_DASHBOARD_URL: 'https://cdn.example/mfe-dashboard/1.2.0/mf-manifest.json',
      MFE_ADMIN_URL: 'https://cdn.example/mfe-admin/1.0.0/mf-manifest.json',
    });
    expect(written.status).toBe(0);
    const csp = cspOf(written.http);
    expect(csp).toBe(contentSecurityPolicyFor(written.config));
    expect(csp).toContain(
      "script-src 'self' https://shop.example https://cdn.example https://js.stripe.com",
    );
    expect(csp).toContain("connect-src 'self' https://api.shop.example https://shop.example");
    expect(csp).toContain('https://api.stripe.com');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/frame-ancestors 'none'$/);
  });

  it('takes a path as the API URL (same origin) and adds no origin for it', () => {
    const written = runScript({ ...COMPOSE_ENV, API_URL: '/api' });
    expect(written.status).toBe(0);
    expect(written.config?.apiUrl).toBe('/api');
    expect(cspOf(written.http)).toBe(contentSecurityPolicyFor(written.config));
  });

  it('lets exactly SHELL_ORIGINS read the files cross-origin, nobody by default', () => {
    const written = runScript({
      ...COMPOSE_ENV,
      SHELL_ORIGINS: 'http://localhost:4200, https://shop.example/',
    });
    expect(corsMapOf(written.http)).toEqual([
      ['default', '""'],
      ['http://localhost:4200', '$http_origin'],
      ['https://shop.example', '$http_origin'],
    ]);
    const { SHELL_ORIGINS: _unset, ...withoutShells } = COMPOSE_ENV;
    expect(corsMapOf(runScript(withoutShells).http)).toEqual([['default', '""']]);
  });

  it('with API_UPSTREAM (the shell): /api/, /uploads/, /static/ proxied to every replica of the name, looked up per request', () => {
    const written = runScript({ ...COMPOSE_ENV, API_UPSTREAM: 'api:3000' });
    expect(written.status).toBe(0);
    // Docker's DNS answers the service's name with every replica's address; asked again every 10 s,
    // so `--scale api=N` needs no reload, and nginx starts before any replica is up.
    expect(written.server).toMatch(/^resolver 127\.0\.0\.11 valid=10s ipv6=off;$/m);
    expect(written.http).not.toContain('upstream');
    for (const prefix of ['/api/', '/uploads/', '/static/']) {
      // ^~: the hashed-file regex location never takes an API path.
      const location = new RegExp(`location \\^~ ${prefix} \\{([^}]*)\\}`).exec(written.server);
      expect([prefix, location !== null]).toEqual([prefix, true]);
      expect(location![1]).toContain('set $shop_api http://api:3000;');
      expect(location![1]).toContain('proxy_pass $shop_api;');
      expect(location![1]).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      // The API's answers keep the API's headers: no add_header of the page's in these locations.
      expect(location![1]).not.toContain('add_header');
    }
    expect(written.server).toMatch(/location \^~ \/api\/ \{[^}]*client_max_body_size 6m;/);
  });

  it('without API_UPSTREAM (a remote): no upstream and no proxied location', () => {
    const written = runScript(COMPOSE_ENV);
    expect(written.http).not.toContain('upstream');
    expect(written.server).not.toContain('proxy_pass');
    // Its files are not pages: robots.txt keeps crawlers out of all of them.
    expect(written.server).toContain('location = /robots.txt {');
    expect(written.server).toContain('return 200 "User-agent: *\\nDisallow: /\\n";');
  });

  it('with SSR_UPSTREAM (the shell): every page, robots.txt and the sitemap go to the renderer, the static page when it fails', () => {
    const written = runScript({ ...COMPOSE_ENV, SSR_UPSTREAM: 'shell-ssr:4300' });
    expect(written.status).toBe(0);
    const location = /location ~ (\S+) \{([^}]*)\}/.exec(written.server);
    expect(location).not.toBeNull();
    const routes = new RegExp(location![1]);
    for (const path of [
      '/',
      '/home',
      '/shops',
      '/product/665f1e000000000000000001',
      '/reviews',
      '/dailyD',
      '/cService',
      // Bengali URLs, unknown paths (404 from the renderer) and the pages the browser renders
      // (the renderer sends a visitor who chose Bengali to their /bn URL).
      '/bn',
      '/bn/product/665f1e000000000000000001',
      '/product/a/b',
      '/login',
      '/cart',
      '/dashboard',
      '/robots.txt',
      '/sitemap.xml',
    ]) {
      expect([path, routes.test(path)]).toEqual([path, true]);
    }
    for (const path of ['/main.1234567890.js', '/config.json', '/favicon.svg', '/x/robots.txt']) {
      expect([path, routes.test(path)]).toEqual([path, false]);
    }
    // Looked up per request (nginx starts without the renderer; the requests spread over every replica), its own
    // headers kept.
    expect(written.server).toMatch(/^resolver 127\.0\.0\.11 valid=10s ipv6=off;$/m);
    expect(location![2]).toContain('set $shop_ssr http://shell-ssr:4300;');
    expect(location![2]).toContain('proxy_pass $shop_ssr;');
    expect(location![2]).not.toContain('add_header');
    expect(location![2]).toContain('error_page 500 502 503 504 = @shop_static_page;');
    const fallback = /location @shop_static_page \{([^}]*)\}/.exec(written.server);
    expect(fallback![1]).toContain('include /etc/nginx/shop/security-headers.conf;');
    expect(fallback![1]).toContain('try_files /index.html =404;');
    // The messages files the pages name come from the renderer (a prefix location: no regex
    // location, and never the index.html fallback, answers them).
    const messages = /location \^~ \/i18n\/ \{([^}]*)\}/.exec(written.server);
    expect(messages).not.toBeNull();
    expect(messages![1]).toContain('set $shop_ssr http://shell-ssr:4300;');
    expect(messages![1]).toContain('proxy_pass $shop_ssr;');
    expect(messages![1]).not.toContain('error_page');
    // A replica that has not made the file passes the ask on (the live test below).
    expect(messages![1]).toContain('proxy_next_upstream error timeout http_404;');
  });

  it('with RELEASES_UPSTREAM (the shell): /config.json and /releases/ from the web server that follows the release channel, the written config when it fails', () => {
    const written = runScript({
      ...COMPOSE_ENV,
      API_UPSTREAM: 'api:3000',
      RELEASES_UPSTREAM: 'shell-ssr:4300',
    });
    expect(written.status).toBe(0);
    const config = /location = \/config\.json \{([^}]*)\}/.exec(written.server);
    expect(config).not.toBeNull();
    expect(config![1]).toContain('set $shop_releases http://shell-ssr:4300;');
    expect(config![1]).toContain('proxy_pass $shop_releases;');
    expect(config![1]).toContain('error_page 500 502 503 504 = @shop_static_config;');
    const fallback = /location @shop_static_config \{([^}]*)\}/.exec(written.server);
    expect(fallback![1]).toContain('try_files /config.json =404;');
    const releases = /location \^~ \/releases\/ \{([^}]*)\}/.exec(written.server);
    expect(releases![1]).toContain('proxy_pass $shop_releases;');
    // The config written at start stays: it is what answers while that server is down.
    expect(written.config?.remotes.mfe_shop).toBe(COMPOSE_ENV.MFE_SHOP_URL);
  });

  it('without RELEASES_UPSTREAM: the written /config.json alone, and refuses one that is not host:port', () => {
    expect(runScript({ ...COMPOSE_ENV, API_UPSTREAM: 'api:3000' }).server).not.toContain(
      '/config.json',
    );
    const refused = runScript({ ...COMPOSE_ENV, RELEASES_UPSTREAM: 'http://x/' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('RELEASES_UPSTREAM must be one host:port');
  });

  it('takes another DNS server from NGINX_RESOLVER', () => {
    const written = runScript({
      ...COMPOSE_ENV,
      API_UPSTREAM: 'api:3000',
      NGINX_RESOLVER: '10.0.0.2',
    });
    expect(written.server).toMatch(/^resolver 10\.0\.0\.2 valid=10s ipv6=off;$/m);
  });

  it('refuses an NGINX_RESOLVER that is not an address, naming the variable', () => {
    const written = runScript({
      ...COMPOSE_ENV,
      API_UPSTREAM: 'api:3000',
      NGINX_RESOLVER: '1.1.1.1; evil',
    });
    expect(written.status).not.toBe(0);
    expect(written.stderr).toContain('NGINX_RESOLVER');
  });

  it('without SSR_UPSTREAM: no renderer location', () => {
    expect(runScript({ ...COMPOSE_ENV, API_UPSTREAM: 'api-1:3000' }).server).not.toContain(
      'shop_ssr',
    );
  });

  it.each([
    ['SSR_UPSTREAM', 'shell-ssr:4300; evil'],
    ['API_URL', 'http://x/"}; evil'],
    ['MFE_SHOP_URL', 'javascript:alert(1)'],
    ['MFE_ADMIN_URL', "https://cdn.example/a' 'unsafe-eval"],
    ['SHELL_ORIGINS', 'http://a.example;b'],
    ['API_UPSTREAM', 'api-1:3000; evil'],
    // One name for every replica: a list (the former api-1:3000 api-2:3000) is refused.
    ['API_UPSTREAM', 'api-1:3000 api-2:3000'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    const written = runScript({ ...COMPOSE_ENV, [variable]: value });
    expect(written.status).not.toBe(0);
    expect(written.stderr).toContain(variable);
  });
});

describe('frontend.nginx.conf', () => {
  const conf = read('frontend.nginx.conf');
  const headers = read('security-headers.conf');

  it("includes runtime-config.sh's snippets: http.conf at the top, server.conf in the server", () => {
    expect(conf.indexOf('include /etc/nginx/shop/http.conf;')).toBeLessThan(
      conf.indexOf('server {'),
    );
    expect(conf).toMatch(/server \{[\s\S]*include \/etc\/nginx\/shop\/server\.conf;/);
  });

  it('sends the security headers from every location that serves files', () => {
    // nginx drops inherited add_header lines in a location with add_header of its own, so each
    // location must include the snippet itself.
    const locations = [...conf.matchAll(/^\s*location (.+) \{$([\s\S]*?)^\s*\}$/gm)];
    expect(locations.length).toBeGreaterThanOrEqual(3);
    for (const [, name, body] of locations) {
      expect([name.trim(), body]).toEqual([
        name.trim(),
        expect.stringContaining('include /etc/nginx/shop/security-headers.conf;'),
      ]);
    }
  });

  it('the snippet sets each header on every status (always), CORS only from the allow-list', () => {
    const added = Object.fromEntries(
      [...headers.matchAll(/^add_header (\S+) (.+) always;$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(added).toEqual({
      'Content-Security-Policy': '$shop_csp',
      'X-Content-Type-Options': '"nosniff"',
      'X-Frame-Options': '"DENY"',
      'Referrer-Policy': '"strict-origin-when-cross-origin"',
      'Access-Control-Allow-Origin': '$shop_cors_origin',
      Vary: '"Origin"',
    });
  });

  it('never answers Access-Control-Allow-Origin: * anywhere', () => {
    for (const file of fs.readdirSync(dockerDir).filter((f) => /\.(conf|sh)$/.test(f))) {
      expect([file, read(file)]).not.toEqual([file, expect.stringMatching(/Allow-Origin\s+"?\*/)]);
    }
  });
});

/** The nginx on this machine, if any (Debian's nginx-light: `npm test` installs it when missing). */
const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(
  (file) => fs.existsSync(file),
);
if (!nginx && process.env.CI) throw new Error('nginx is missing: npm test installs nginx-light');

/**
 * The shell container's configuration as nginx loads it: frontend.nginx.conf with the snippets
 * runtime-config.sh wrote from `env`, the /etc/nginx/shop paths moved into a fresh folder.
 */
function shellConfig(
  env: Record<string, string>,
  serverConf?: (written: string) => string,
  site?: (conf: string) => string,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-t-'));
  const shop = path.join(dir, 'shop');
  const run = spawnSync('sh', [script], {
    env: {
      PATH: process.env.PATH,
      RUNTIME_CONFIG_OUTPUT: path.join(dir, 'config.json'),
      NGINX_SHOP_DIR: shop,
      ...env,
    },
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  const moved = (text: string) => text.replaceAll('/etc/nginx/shop/', `${shop}/`);
  fs.copyFileSync(
    path.join(dockerDir, 'security-headers.conf'),
    path.join(shop, 'security-headers.conf'),
  );
  const server = moved(fs.readFileSync(path.join(shop, 'server.conf'), 'utf8'));
  fs.writeFileSync(path.join(shop, 'server.conf'), serverConf ? serverConf(server) : server);
  const conf = moved(read('frontend.nginx.conf'));
  fs.writeFileSync(path.join(dir, 'default.conf'), site ? site(conf) : conf);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${dir}/nginx.pid;`,
      'error_log stderr;',
      'events {}',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp}_temp_path ${dir}/${temp};`,
      ),
      `  include ${dir}/default.conf;`,
      '}',
    ].join('\n'),
  );
  return path.join(dir, 'nginx.conf');
}

/** `nginx -t` on a configuration file: its exit status and what it said. */
function nginxTest(config: string) {
  const run = spawnSync(
    nginx!,
    ['-t', '-q', '-e', 'stderr', '-p', path.dirname(config), '-c', config],
    {
      encoding: 'utf8',
      timeout: 20_000,
    },
  );
  return { status: run.status, said: `${run.stdout}${run.stderr}` };
}

(nginx ? describe : describe.skip)("nginx -t on the shell container's configuration", () => {
  const SHELL_ENV = { ...COMPOSE_ENV, API_UPSTREAM: 'api:3000', SSR_UPSTREAM: 'shell-ssr:4300' };

  it('accepts it with the release channel followed (RELEASES_UPSTREAM)', () => {
    expect(nginxTest(shellConfig({ ...SHELL_ENV, RELEASES_UPSTREAM: 'shell-ssr:4300' }))).toEqual({
      status: 0,
      said: '',
    });
  });

  it('accepts it as docker-compose.yml sets it up, with no replica resolvable from here', () => {
    expect(nginxTest(shellConfig(SHELL_ENV))).toEqual({ status: 0, said: '' });
  });

  it("accepts the remotes' configuration (no upstream)", () => {
    expect(nginxTest(shellConfig(COMPOSE_ENV))).toEqual({ status: 0, said: '' });
  });

  it('would refuse to start with a fixed proxy_pass while the replicas are not resolvable (why the names go through a variable)', () => {
    const config = shellConfig(SHELL_ENV, (server) =>
      server.replace('proxy_pass $shop_api;', 'proxy_pass http://api:3000;'),
    );
    const { status, said } = nginxTest(config);
    expect(status).not.toBe(0);
    expect(said).toContain('host not found in upstream "api"');
  });
});

/**
 * A DNS server on 127.0.0.1 that answers `name` with `addresses` (what Docker's embedded DNS answers
 * for a service's name: one address per running replica) and every other name with NXDOMAIN.
 */
async function fakeReplicaDns(name: string, addresses: string[]) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, from) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    const known = question?.name === name && question.type === 'A';
    const answer = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (known ? 0 : 3),
      questions: query.questions,
      answers: known ? addresses.map((data) => ({ type: 'A' as const, name, ttl: 10, data })) : [],
    });
    socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, close: () => socket.close() };
}

/** A renderer replica on `host:port` that has the messages files `files`, counting what it is asked. */
async function fakeRenderer(host: string, port: number, files: string[]) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url?.startsWith('/i18n/') && files.includes(req.url)) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"from":"${host}"}`);
    } else if (req.url === '/shops') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${host}</p>`);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

(nginx ? describe : describe.skip)('nginx in front of two renderer replicas', () => {
  let dns: Awaited<ReturnType<typeof fakeReplicaDns>>;
  let first: Awaited<ReturnType<typeof fakeRenderer>>;
  let second: Awaited<ReturnType<typeof fakeRenderer>>;
  let nginxProcess: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    // Two replicas on one port, as Docker runs them: the second has not made the Bengali file.
    first = await fakeRenderer('127.0.0.1', 0, ['/i18n/bn.made-by-one.json', '/i18n/en.both.json']);
    second = await fakeRenderer('127.0.0.2', first.port, ['/i18n/en.both.json']);
    dns = await fakeReplicaDns('shell-ssr', ['127.0.0.1', '127.0.0.2']);
    const port = await freePort();
    const config = shellConfig(
      {
        ...COMPOSE_ENV,
        SSR_UPSTREAM: `shell-ssr:${first.port}`,
        NGINX_RESOLVER: `127.0.0.1:${dns.port}`,
      },
      undefined,
      (site) => site.replace('listen 80;', `listen 127.0.0.1:${port};`),
    );
    nginxProcess = spawn(
      nginx!,
      ['-e', 'stderr', '-p', path.dirname(config), '-c', config, '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let said = '';
    nginxProcess.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await fetch(`${origin}/favicon.svg`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline || nginxProcess.exitCode !== null)
        throw new Error(`nginx did not start: ${said}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 20_000);

  afterAll(async () => {
    nginxProcess?.kill('SIGTERM');
    dns?.close();
    await Promise.all([first?.close(), second?.close()]);
  });

  it('answers a messages file from the replica that has it, whichever replica it asks first', async () => {
    const answers = [];
    for (let i = 0; i < 24; i++) {
      const res = await fetch(`${origin}/i18n/bn.made-by-one.json`);
      answers.push([res.status, await res.text()]);
    }
    expect(answers).toEqual(Array(24).fill([200, '{"from":"127.0.0.1"}']));
    // nginx spreads the asks over the replicas (the order of the looked-up addresses varies per
    // request), so the one without the file was asked too, and passed over.
    expect(
      second.asked.filter((url) => url === '/i18n/bn.made-by-one.json').length,
    ).toBeGreaterThan(0);
  });

  it('answers 404 when no replica has the file (the page then loads its messages itself)', async () => {
    const res = await fetch(`${origin}/i18n/bn.nobody.json`);
    expect(res.status).toBe(404);
    expect(first.asked).toContain('/i18n/bn.nobody.json');
    expect(second.asked).toContain('/i18n/bn.nobody.json');
  });

  it("spreads pages over the replicas, and never asks another for a page's 404", async () => {
    // Which replica a request goes to first varies (not strictly in turn): 24 pages reach both,
    // but for one chance in eight million.
    const pages = [];
    for (let i = 0; i < 24; i++) pages.push(await (await fetch(`${origin}/shops`)).text());
    expect(new Set(pages)).toEqual(new Set(['<p>127.0.0.1</p>', '<p>127.0.0.2</p>']));
    const before = first.asked.length + second.asked.length;
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
    expect(first.asked.length + second.asked.length).toBe(before + 1);
  });
});
