/**
 * Serve a built frontend:
 *   tsx web-server/src/cli.ts --root shell/dist --port 4200 --spa \
 *     --config '{"apiUrl":"http://localhost:3000/api","remotes":{...}}'
 * Options: --root <dir> (required), --port <n> (default 8080 or $PORT), --host <addr> (default 127.0.0.1),
 * --spa (index.html for unknown navigations), --config <json> | --config-file <file> (served as /config.json;
 * the Content-Security-Policy allows the API and remote origins it names), --cors-origin <origin>
 * (repeatable: who may read the files cross-origin, e.g. the shell's origin for a remote), --site (the
 * shop's site, the shell: robots.txt, sitemap.xml and the language redirect; public origin `SHOP_URL`),
 * --release-store <dir> (default `RELEASE_STORE_DIR`: serve the remotes' published releases at
 * /releases/ and answer /config.json from the API's release channel, `GET <api>/releases/live`).
 * Environment of the server renderer (docs/operations.md, env table): `SHOP_URL` (the origin of canonical URLs,
 * robots.txt and the sitemap; default this server's `http://localhost:<port>`, never the request's
 * Host), `SSR_API_URL`, `SSR_PAGE_CACHE`, `SSR_PAGE_CACHE_MB`, `SSR_PAGE_CACHE_SETTLE_MS`,
 * `SSR_PAGE_CACHE_STOCK_LAG_MS`, and `SSR_RENDER_CONCURRENCY` / `SSR_RENDER_QUEUE` (renders at once
 * and waiting, default 4 and 16; beyond them the last page for the URL, else 503 + Retry-After).
 */
import { parseArgs } from 'node:util';
import { readRuntimeConfig, startStaticServer } from './index';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      spa: { type: 'boolean', default: false },
      config: { type: 'string' },
      'config-file': { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      site: { type: 'boolean', default: false },
      'release-store': { type: 'string', default: process.env.RELEASE_STORE_DIR },
    },
  });
  if (!values.root) throw new Error('--root <dir> is required');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: not a port: ${values.port}`);

  let runtimeConfig: object | undefined;
  if (values.config) runtimeConfig = JSON.parse(values.config) as object;
  else if (values['config-file']) runtimeConfig = await readRuntimeConfig(values['config-file']);

  const server = await startStaticServer({
    root: values.root,
    port,
    host: values.host,
    spaFallback: values.spa,
    runtimeConfig,
    corsOrigins: values['cors-origin'],
    site: values.site,
    releases: values['release-store'] ? { store: values['release-store'] } : undefined,
  });
  console.log(`Serving ${values.root} at ${server.url}`);

  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
