/**
 * Where the server reaches a remote whose public URL it cannot (containers: `localhost:4201` is the
 * browser's, not the server's). The SSR handler (./ssr.ts) fetches manifests and stylesheets
 * through it, and the server builds' federation runtime plugin
 * (tools/webpack/server-public-path-plugin.ts) sends a remote's server chunks through it: one
 * definition for both sides of `SSR_REMOTE_ORIGINS`.
 */

/**
 * `SSR_REMOTE_ORIGINS` (`public=internal,…`) as a map of origins: where the server cannot reach a
 * remote at its public URL (containers: `localhost:4201` is the browser's, not the server's).
 */
export function parseOriginMap(value: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const [from, to] = pair.split('=').map((part) => part.trim());
    if (from && to) map.set(new URL(from).origin, new URL(to).origin);
  }
  return map;
}

/** `url` with its origin replaced when the map names it. */
export function internalUrl(url: string, origins: Map<string, string>): string {
  const parsed = new URL(url);
  const to = origins.get(parsed.origin);
  return to ? `${to}${parsed.pathname}${parsed.search}` : url;
}
