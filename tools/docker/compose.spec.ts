/**
 * No Docker engine runs on these machines, so this checks what can be checked without one:
 * docker-compose.yml parses and wires the services as docs/operations.md says (a replica set of one,
 * API and renderer replicas behind the shell's nginx), every Dockerfile it names exists and copies only
 * files that exist, and the runtime-config script writes the manifest the shell reads. What that
 * script writes for nginx is checked in nginx.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { readPorts, REMOTE_NAMES } from '../stack/ports';
import { isInside, serverBundleFor } from '@shop/web-server';
import { HOST_SERVER_MAIN } from '../webpack/server';

const root = path.resolve(__dirname, '../..');
interface Service {
  image?: string;
  command?: string[];
  healthcheck?: { test: string[] };
  build?: { context: string; dockerfile: string; target?: string };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  container_name?: string;
}
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const defaults = readPorts({});
const FRONTENDS = ['shell', 'mfe-shop', 'mfe-dashboard', 'mfe-admin'] as const;
/** Services run as several identical containers (`deploy.replicas`, `--scale`). */
const REPLICATED = ['api', 'shell-ssr'] as const;
const shellOrigin = `http://localhost:${defaults.shell}`;

/** Resolves `${VAR:-default}` the way compose does when VAR is unset. */
const withDefaults = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

describe('docker-compose.yml', () => {
  it('has the database, the API, the renderer and each frontend as its own service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'api',
        'mfe-admin',
        'mfe-dashboard',
        'mfe-shop',
        'mongo',
        'notifications',
        'shell',
        'shell-ssr',
      ].sort(),
    );
  });

  it('runs mongo:7 as a single-node replica set with a named volume for its data', () => {
    const mongo = compose.services.mongo;
    expect(mongo.image).toBe('mongo:7');
    expect(mongo.volumes).toContain('mongo-data:/data/db');
    expect(compose.volumes).toHaveProperty('mongo-data');
    expect(mongo.command).toEqual(['--replSet', 'rs0', '--bind_ip_all']);
    // The health check initiates the set once (rs.status() throws until then), naming the one
    // member by the address the API replicas reach it at, and passes once it is the primary.
    const check = mongo.healthcheck!.test.join(' ');
    expect(check).toMatch(/^CMD mongosh .*--eval /);
    expect(check).toMatch(/try \{ rs\.status\(\) \} catch \(e\) \{ rs\.initiate\(/);
    expect(check).toContain("_id: 'rs0'");
    expect(check).toContain("host: 'mongo:27017'");
    expect(check).toContain('isWritablePrimary');
  });

  it.each(REPLICATED)(
    '%s runs as two replicas by default, each free to be scaled: no host port, no fixed name',
    (name) => {
      const service = compose.services[name];
      expect(service.deploy?.replicas).toBe(2);
      // A published host port or a container_name would let only one replica start.
      expect(service.ports).toBeUndefined();
      expect(service.container_name).toBeUndefined();
    },
  );

  it('api: one image on the replica set, behind the proxy, healthy when /api/health is', () => {
    const api = compose.services.api;
    expect(api.build).toEqual({ context: '.', dockerfile: 'services/Dockerfile' });
    const uri = new URL(api.environment!.MONGODB_URI);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe('mongodb://mongo:27017/shop');
    expect(uri.searchParams.get('replicaSet')).toBe('rs0');
    expect(api.depends_on).toEqual({ mongo: { condition: 'service_healthy' } });
    expect(api.environment?.API_PORT).toBe(String(defaults.api));
    expect(api.environment?.TRUST_PROXY).toBe('true');
    // Reached only through the shell's nginx: two replicas could not publish one port anyway.
    expect(api.ports).toBeUndefined();
    expect(api.healthcheck!.test.join(' ')).toContain(
      `http://127.0.0.1:${defaults.api}/api/health`,
    );
    for (const app of FRONTENDS) {
      expect(api.environment?.CORS_ORIGINS.split(',')).toContain(
        `http://localhost:${defaults[app]}`,
      );
    }
  });

  it('order messages are made by the notifications service, not by the replicas that answer', () => {
    const { api, notifications } = compose.services;
    expect(api.environment?.NOTIFICATIONS_POLL_MS).toBe('0');
    // The API's image and environment, polling at the API's default; reached by no one.
    expect(notifications.build).toEqual(api.build);
    expect(notifications.depends_on).toEqual(api.depends_on);
    expect(notifications.volumes).toEqual(api.volumes);
    const { NOTIFICATIONS_POLL_MS, SEED_ON_START, ...shared } = api.environment!;
    expect({ NOTIFICATIONS_POLL_MS, SEED_ON_START }).toEqual({
      NOTIFICATIONS_POLL_MS: '0',
      SEED_ON_START: 'true',
    });
    expect(notifications.environment).toEqual(shared);
    expect(notifications.ports).toBeUndefined();
    expect(notifications.healthcheck).toEqual(api.healthcheck);
    // The shell's nginx proxies the API to the `api` replicas only.
    expect(compose.services.shell.environment?.API_UPSTREAM).toBe(`api:${defaults.api}`);
  });

  it('api: every replica inserts the missing seed data (idempotent upserts, decided by unique indexes)', () => {
    expect(compose.services.api.environment?.SEED_ON_START).toBe('true');
  });

  it('api: every replica keeps uploaded photos in the one shared volume and refuses to start without a JWT secret', () => {
    const api = compose.services.api;
    expect(api.environment?.UPLOADS_DIR).toBe('/data/uploads');
    expect(api.volumes).toContain('uploads:/data/uploads');
    expect(compose.volumes).toHaveProperty('uploads');
    // `${VAR:?message}`: compose stops with the message when the variable is unset.
    expect(api.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
  });

  it('api uses Stripe when its keys are passed, else the labelled test-mode sandbox', () => {
    const env = compose.services.api.environment!;
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      expect(withDefaults(env[key])).toBe('');
    }
    expect(withDefaults(env.PAYMENTS_SANDBOX)).toBe('true');
    expect(Number(withDefaults(env.BDT_PER_USD))).toBeGreaterThan(0);
  });

  it.each(FRONTENDS)('builds %s from its own Dockerfile and publishes its default port', (app) => {
    const service = compose.services[app];
    expect(service.build).toEqual({ context: '.', dockerfile: `${app}/Dockerfile` });
    expect(service.ports).toEqual([`${defaults[app]}:80`]);
  });

  it("proxies the shell's /api/ to the api service's name (every replica), once it is healthy", () => {
    const shell = compose.services.shell;
    expect(shell.environment?.API_UPSTREAM).toBe(`api:${defaults.api}`);
    expect(shell.depends_on?.api).toEqual({ condition: 'service_healthy' });
    // The remotes serve files only.
    for (const app of FRONTENDS.filter((a) => a !== 'shell')) {
      expect(compose.services[app].environment?.API_UPSTREAM).toBeUndefined();
    }
  });

  it("gives the shell a manifest with the API on the shell's own origin and each remote's published port", () => {
    const env = compose.services.shell.environment!;
    expect(withDefaults(env.API_URL)).toBe(`${shellOrigin}/api`);
    for (const [app, name] of Object.entries(REMOTE_NAMES)) {
      const variable = `${name.toUpperCase()}_URL`;
      expect(withDefaults(env[variable])).toBe(
        `http://localhost:${defaults[app as keyof typeof defaults]}/mf-manifest.json`,
      );
    }
  });

  it.each(FRONTENDS)("lets only the shell's origin read %s's files cross-origin", (app) => {
    expect(withDefaults(compose.services[app].environment!.SHELL_ORIGINS)).toBe(shellOrigin);
  });
});

describe('server-side rendering', () => {
  const ssr = compose.services['shell-ssr'];

  it("runs the shell image's ssr stage, behind the shell's nginx", () => {
    expect(ssr.build).toEqual({ context: '.', dockerfile: 'shell/Dockerfile', target: 'ssr' });
    expect(ssr.ports).toBeUndefined();
    expect(compose.services.shell.environment?.SSR_UPSTREAM).toBe('shell-ssr:4300');
    // Several API replicas: pages made right after a new catalogue version are checked once more.
    expect(Number(ssr.environment?.SSR_PAGE_CACHE_SETTLE_MS)).toBeGreaterThanOrEqual(200);
    const dockerfile = fs.readFileSync(path.join(root, 'shell/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:\S+ AS ssr$/m);
    expect(dockerfile).toContain('--port 4300');
    // nginx stays the image's default (last) stage.
    expect(
      dockerfile
        .trim()
        .split(/^FROM /m)
        .pop(),
    ).toMatch(/^nginx:/);
  });

  it('serves no server code: nginx gets shell/dist, the server build is beside it in dist-server/', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'shell/Dockerfile'), 'utf8');
    const served = [
      ...dockerfile.matchAll(/^COPY --from=build (\S+) \/usr\/share\/nginx\/html$/gm),
    ];
    expect(served.map((m) => m[1])).toEqual(['/repo/shell/dist']);
    // The renderer serves shell/dist too and finds its server build beside it (serverBundleFor).
    expect(dockerfile).toContain('web-server/src/cli.ts --root shell/dist ');
    expect(serverBundleFor('/repo/shell/dist')).toBe(`/repo/shell/${HOST_SERVER_MAIN}`);
    expect(isInside('/repo/shell/dist', serverBundleFor('/repo/shell/dist'))).toBe(false);
  });

  it('renders with the same manifest as the shell, reaching the API and mfe-shop inside the network', () => {
    const env = ssr.environment!;
    for (const key of ['API_URL', 'MFE_SHOP_URL', 'MFE_DASHBOARD_URL', 'MFE_ADMIN_URL']) {
      expect([key, env[key]]).toEqual([key, compose.services.shell.environment![key]]);
    }
    expect(env.SSR_API_URL).toBe('http://shell/api');
    expect(withDefaults(env.SSR_REMOTE_ORIGINS)).toBe(
      `${new URL(withDefaults(env.MFE_SHOP_URL)).origin}=http://mfe-shop`,
    );
  });
});

describe('Dockerfiles', () => {
  const dockerfiles = [
    ...new Set(
      Object.values(compose.services)
        .filter((s) => s.build)
        .map((s) => s.build!.dockerfile),
    ),
  ];

  it.each(dockerfiles)('%s copies only files that exist in the build context', (dockerfile) => {
    const text = fs.readFileSync(path.join(root, dockerfile), 'utf8');
    const sources = [...text.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
      m[1].split(/\s+/),
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect({ source, exists: fs.existsSync(path.join(root, source)) }).toEqual({
        source,
        exists: true,
      });
    }
    expect(text).toMatch(/^EXPOSE \d+$/m);
  });

  it.each(FRONTENDS)(
    '%s builds its own app and serves it with the runtime-config entrypoint and the header snippet',
    (app) => {
      const text = fs.readFileSync(path.join(root, app, 'Dockerfile'), 'utf8');
      expect(text).toContain(`npx nx run ${app}:build`);
      expect(text).toContain(`/repo/${app}/dist /usr/share/nginx/html`);
      expect(text).toContain(
        'COPY tools/docker/runtime-config.sh /docker-entrypoint.d/40-runtime-config.sh',
      );
      expect(text).toContain(
        'COPY tools/docker/frontend.nginx.conf /etc/nginx/conf.d/default.conf',
      );
      expect(text).toContain(
        'COPY tools/docker/security-headers.conf /etc/nginx/shop/security-headers.conf',
      );
    },
  );

  it.each(dockerfiles)(
    '%s gives npm install every workspace of package.json (its package.json at least)',
    (dockerfile) => {
      const text = fs.readFileSync(path.join(root, dockerfile), 'utf8');
      const beforeInstall = text.slice(0, text.indexOf('RUN npm install'));
      const workspaces = (
        JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
          workspaces: string[];
        }
      ).workspaces.flatMap((pattern) =>
        pattern.endsWith('/*')
          ? fs
              .readdirSync(path.join(root, pattern.slice(0, -2)))
              .map((name) => `${pattern.slice(0, -2)}/${name}`)
          : [pattern],
      );
      const missing = workspaces.filter((folder) => {
        const copied = [...beforeInstall.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
          m[1].split(/\s+/),
        );
        return !copied.some(
          (source) =>
            source === `${folder}/package.json` ||
            source === folder ||
            folder.startsWith(`${source}/`),
        );
      });
      expect(missing).toEqual([]);
    },
  );

  it('the entrypoint script is executable (the nginx image skips it otherwise)', () => {
    const mode = fs.statSync(path.join(root, 'tools/docker/runtime-config.sh')).mode;
    expect(mode & 0o111).toBe(0o111);
  });
});

describe('runtime-config.sh', () => {
  const script = path.join(root, 'tools/docker/runtime-config.sh');

  it('writes the manifest the shell reads from the environment', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-config-')), 'config.json');
    const run = spawnSync('sh', [script], {
      env: {
        PATH: process.env.PATH,
        RUNTIME_CONFIG_OUTPUT: out,
        NGINX_SHOP_DIR: path.dirname(out),
        API_URL: 'https://api.example.com/api',
        MFE_SHOP_URL: 'https://shop.example.com/mf-manifest.json',
        MFE_DASHBOARD_URL: 'https://dash.example.com/mf-manifest.json',
        MFE_ADMIN_URL: 'https://admin.example.com/mf-manifest.json',
      },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(fs.readFileSync(out, 'utf8'))).toEqual({
      apiUrl: 'https://api.example.com/api',
      remotes: {
        mfe_shop: 'https://shop.example.com/mf-manifest.json',
        mfe_dashboard: 'https://dash.example.com/mf-manifest.json',
        mfe_admin: 'https://admin.example.com/mf-manifest.json',
      },
    });
  });

  it('refuses to start without the API URL, naming the variable', () => {
    const run = spawnSync('sh', [script], {
      env: {
        PATH: process.env.PATH,
        RUNTIME_CONFIG_OUTPUT: '/dev/null',
        NGINX_SHOP_DIR: os.tmpdir(),
      },
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('API_URL');
  });
});
