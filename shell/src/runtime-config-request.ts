/** The path the shell's server answers with the deployment's runtime config. */
export const RUNTIME_CONFIG_PATH = '/config.json';

/**
 * Starts fetching `/config.json` and returns a `fetch`-shaped function that answers with that
 * response, for `loadRuntimeConfig`. A failed request is kept as a rejection and reported by
 * `loadRuntimeConfig` like any fetch failure.
 */
export function requestRuntimeConfig(fetchImpl: typeof fetch = fetch): typeof fetch {
  const response = fetchImpl(RUNTIME_CONFIG_PATH, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  // Handled where it is awaited; this keeps an early failure from being reported as unhandled.
  response.catch(() => undefined);
  return () => response;
}
