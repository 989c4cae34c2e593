/**
 * No Docker engine runs on these machines, so this checks what can be checked without one:
 * docker-compose.yml parses and wires the services as the README says, every Dockerfile it
 * names exists and copies only files that exist, and the runtime-config script writes the
 * manifest the shell reads.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { readPorts, REMOTE_NAMES } from '../stack/ports';

const root = path.resolve(__dirname, '../..');
interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: unknown;
}
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const defaults = readPorts({});
const FRONTENDS = ['shell', 'mfe-shop', 'mfe-dashboard', 'mfe-admin'] as const;

/** Resolves `${VAR:-default}` the way compose does when VAR is unset. */
const withDefaults = (value: string) => value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');

describe('docker-compose.yml', () => {
  it('has the database, the API and each frontend as its own service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'mfe-admin', 'mfe-dashboard', 'mfe-shop', 'mongo', 'shell'].sort(),
    );
  });

  it('runs mongo:7 with a named volume for its data', () => {
    const mongo = compose.services.mongo;
    expect(mongo.image).toBe('mongo:7');
    expect(mongo.volumes).toContain('mongo-data:/data/db');
    expect(compose.volumes).toHaveProperty('mongo-data');
  });

  it('points the API at the mongo service and publishes the default API port', () => {
    const api = compose.services.api;
    expect(api.environment?.MONGODB_URI).toBe('mongodb://mongo:27017/shop');
    expect(api.environment?.API_PORT).toBe(String(defaults.api));
    expect(api.ports).toContain(`${defaults.api}:${defaults.api}`);
    for (const app of FRONTENDS) {
      expect(api.environment?.CORS_ORIGINS.split(',')).toContain(
        `http://localhost:${defaults[app]}`,
      );
    }
  });

  it('keeps uploaded photos in a volume and refuses to start the production API without a JWT secret', () => {
    const api = compose.services.api;
    expect(api.environment?.UPLOADS_DIR).toBe('/data/uploads');
    expect(api.volumes).toContain('uploads:/data/uploads');
    expect(compose.volumes).toHaveProperty('uploads');
    // `${VAR:?message}`: compose stops with the message when the variable is unset.
    expect(api.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
  });

  it('uses Stripe when its keys are passed, else the labelled test-mode sandbox', () => {
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

  it("gives the shell a manifest pointing at the API and at each remote's published port", () => {
    const env = compose.services.shell.environment!;
    expect(withDefaults(env.API_URL)).toBe(`http://localhost:${defaults.api}/api`);
    for (const [app, name] of Object.entries(REMOTE_NAMES)) {
      const variable = `${name.toUpperCase()}_URL`;
      expect(withDefaults(env[variable])).toBe(
        `http://localhost:${defaults[app as keyof typeof defaults]}/mf-manifest.json`,
      );
    }
  });
});

describe('Dockerfiles', () => {
  const dockerfiles = Object.values(compose.services)
    .filter((s) => s.build)
    .map((s) => s.build!.dockerfile);

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
    '%s builds its own app and serves it with the runtime-config entrypoint',
    (app) => {
      const text = fs.readFileSync(path.join(root, app, 'Dockerfile'), 'utf8');
      expect(text).toContain(`npx nx run ${app}:build`);
      expect(text).toContain(`/repo/${app}/dist /usr/share/nginx/html`);
      expect(text).toContain('/docker-entrypoint.d/');
    },
  );
});

describe('runtime-config.sh', () => {
  const script = path.join(root, 'tools/docker/runtime-config.sh');

  it('writes the manifest the shell reads from the environment', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-config-')), 'config.json');
    const run = spawnSync('sh', [script], {
      env: {
        PATH: process.env.PATH,
        RUNTIME_CONFIG_OUTPUT: out,
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
      env: { PATH: process.env.PATH, RUNTIME_CONFIG_OUTPUT: '/dev/null' },
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('API_URL');
  });
});
