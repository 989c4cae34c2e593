/**
 * Runtime configuration: what a frontend learns at start-up from `/config.json` on its own origin,
 * so one build runs against any API and any remote hosts (nothing about hosts is baked in).
 */
export interface RuntimeConfig {
  /** Base URL of the API, e.g. `http://localhost:3000/api` (or `/api` behind a proxy). */
  apiUrl: string;
  /** Module Federation remotes of the shell: remote name → URL of its `mf-manifest.json`. */
  remotes?: Record<string, string>;
  /**
   * The storefront's public origin, e.g. `https://shop.example` (set by the shell's server in the
   * config it inlines): canonical and link-preview URLs use it. Absent: the page's own origin.
   */
  siteUrl?: string;
  /**
   * Remote name → URL of the `mf-manifest.json` to try once when the remote's own fails to load
   * (the release channel's last known good; the stable release for a visitor in a canary). Set by
   * the shell's web server from the channel; absent where nothing is released.
   */
  lastKnownGood?: Record<string, string>;
}

export class RuntimeConfigError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RuntimeConfigError';
  }
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Checks the shape of a parsed config document; throws a `RuntimeConfigError` naming the bad field. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuntimeConfigError('config.json must hold a JSON object');
  }
  const { apiUrl, remotes, siteUrl, lastKnownGood } = value as Record<string, unknown>;
  if (typeof apiUrl !== 'string' || apiUrl.trim() === '') {
    throw new RuntimeConfigError('config.json: "apiUrl" must be a non-empty string');
  }
  if (siteUrl !== undefined && !isHttpUrl(siteUrl)) {
    throw new RuntimeConfigError('config.json: "siteUrl" must be an absolute http(s) URL');
  }
  const site = {
    ...(siteUrl === undefined ? {} : { siteUrl: siteUrl as string }),
    ...fallbacksOf(lastKnownGood),
  };
  if (remotes === undefined) return { apiUrl, ...site };
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new RuntimeConfigError('config.json: "remotes" must map remote names to URLs');
  }
  const entries = Object.entries(remotes as Record<string, unknown>);
  for (const [name, url] of entries) {
    if (typeof url !== 'string' || url.trim() === '') {
      throw new RuntimeConfigError(`config.json: remote "${name}" must have a URL`);
    }
  }
  return { apiUrl, remotes: Object.fromEntries(entries) as Record<string, string>, ...site };
}

/**
 * The releases to fall back to: an extra that only helps, so a malformed entry is left out rather
 * than keeping the shop from starting.
 */
function fallbacksOf(value: unknown): Pick<RuntimeConfig, 'lastKnownGood'> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string] => isHttpUrl(entry[1]),
  );
  return entries.length > 0 ? { lastKnownGood: Object.fromEntries(entries) } : {};
}

/** Fetches and validates the runtime config (never cached by the browser: `cache: 'no-store'`). */
export async function loadRuntimeConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(`Could not fetch ${url}`, { cause: error });
  }
  if (!response.ok) {
    throw new RuntimeConfigError(`Could not fetch ${url}: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new RuntimeConfigError(`${url} is not valid JSON`, { cause: error });
  }
  return parseRuntimeConfig(body);
}
