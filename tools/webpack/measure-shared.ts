/**
 * Measures what sharing antd through Module Federation costs or saves, so the choice in
 * `index.ts` rests on numbers: builds all four frontends twice (antd not shared / antd shared as a
 * singleton), serves each build with the static server, loads pages in headless Chromium with an
 * empty cache and sums the bytes each page downloads (raw and gzip).
 *
 *   npx tsx tools/webpack/measure-shared.ts [--skip-build] [--verbose] [--api http://localhost:3000/api]
 *
 * Needs /usr/bin/chromium (or CHROMIUM_PATH); pages load through `tools/bench/page-bytes.ts`, as in
 * `npm run bench:web`. Builds go to a temporary folder, never to <app>/dist.
 * Pages still load their code without a running API; pass --api to measure with real data.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipBytes, launchChromium, loadPage } from '../bench/page-bytes';
import { startStaticServer, type StaticServer } from '@shop/web-server';
import { freePort } from '../stack';

const ROOT = path.resolve(__dirname, '..', '..');
const APPS = ['shell', 'mfe-shop', 'mfe-dashboard', 'mfe-admin'] as const;
const REMOTE_NAMES = {
  'mfe-shop': 'mfe_shop',
  'mfe-dashboard': 'mfe_dashboard',
  'mfe-admin': 'mfe_admin',
};
const PAGES = ['/', '/shops', '/dashboard', '/dashboard/manageParts'];
const MEASURED_TYPES = ['script', 'stylesheet', 'document', 'fetch', 'xhr'];
const VARIANTS = [
  { name: 'antd not shared', shareAntd: false, dir: 'antd-not-shared' },
  { name: 'antd shared', shareAntd: true, dir: 'antd-shared' },
] as const;

interface PageBytes {
  requests: number;
  raw: number;
  gzip: number;
}

function build(outDir: string, shareAntd: boolean): void {
  for (const app of APPS) {
    const started = Date.now();
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/webpack'),
      ['--mode', 'production', '--output-path', path.join(outDir, app)],
      {
        cwd: path.join(ROOT, app),
        env: { ...process.env, SHARE_ANTD: shareAntd ? '1' : '0' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    console.log(`  built ${app} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

async function serve(outDir: string, apiUrl: string): Promise<StaticServer[]> {
  const servers: Partial<Record<(typeof APPS)[number], StaticServer>> = {};
  // The remotes let only the shell read their manifests cross-origin: its port is chosen first.
  const shellPort = await freePort();
  for (const app of APPS) {
    servers[app] = await startStaticServer({
      root: path.join(outDir, app),
      port: 0,
      spaFallback: true,
      corsOrigins: [`http://127.0.0.1:${shellPort}`, `http://localhost:${shellPort}`],
    });
  }
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_NAMES).map(([app, name]) => [
      name,
      `${servers[app as keyof typeof REMOTE_NAMES]!.url}/mf-manifest.json`,
    ]),
  );
  // The shell's server gets the runtime config pointing at this variant's remotes.
  await servers.shell!.close();
  servers.shell = await startStaticServer({
    root: path.join(outDir, 'shell'),
    port: shellPort,
    spaFallback: true,
    runtimeConfig: { apiUrl, remotes },
  });
  return APPS.map((app) => servers[app]!);
}

/** What each page downloads from the four frontends, loaded with an empty cache. */
async function measure(
  shellUrl: string,
  origins: string[],
  verbose: boolean,
): Promise<Record<string, PageBytes>> {
  const browser = await launchChromium();
  const result: Record<string, PageBytes> = {};
  try {
    for (const pagePath of PAGES) {
      const responses = await loadPage(browser, shellUrl + pagePath, {
        // Done when the routed page (or its failure message) is on screen and the network is quiet.
        readySelector: 'main h1, main h2, [data-testid="remote-error"]',
        include: (response) =>
          origins.some((origin) => response.url().startsWith(origin)) &&
          MEASURED_TYPES.includes(response.request().resourceType()),
      });
      if (verbose) {
        console.log(`  ${pagePath}`);
        for (const { body, url } of responses) {
          console.log(`    ${String(body?.length ?? '-').padStart(8)}  ${url}`);
        }
      }
      const files = responses.filter((response) => response.body !== null);
      result[pagePath] = {
        requests: files.length,
        raw: files.reduce((sum, response) => sum + response.body!.length, 0),
        gzip: files.reduce((sum, response) => sum + gzipBytes(response), 0),
      };
    }
  } finally {
    await browser.close();
  }
  return result;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      api: { type: 'string', default: 'http://127.0.0.1:9/api' },
      out: { type: 'string', default: path.join(tmpdir(), 'shop-measure-shared') },
      verbose: { type: 'boolean', default: false },
    },
  });
  const results: Record<string, Record<string, PageBytes>> = {};
  for (const variant of VARIANTS) {
    const outDir = path.join(values.out, variant.dir);
    mkdirSync(outDir, { recursive: true });
    if (!values['skip-build']) {
      console.log(`Building (${variant.name}) into ${outDir}`);
      build(outDir, variant.shareAntd);
    }
    const servers = await serve(outDir, values.api);
    try {
      results[variant.name] = await measure(
        servers[0].url,
        servers.map((s) => s.url),
        values.verbose,
      );
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  }

  console.log(
    '\nBytes downloaded per page, first visit (JS + CSS + HTML + JSON from the four frontends):\n',
  );
  console.log(
    '| Page | antd not shared: raw / gzip (requests) | antd shared: raw / gzip (requests) |',
  );
  console.log('|---|---|---|');
  for (const pagePath of PAGES) {
    const [a, b] = VARIANTS.map((v) => results[v.name][pagePath]);
    console.log(
      `| ${pagePath} | ${kb(a.raw)} / ${kb(a.gzip)} (${a.requests}) | ${kb(b.raw)} / ${kb(b.gzip)} (${b.requests}) |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
