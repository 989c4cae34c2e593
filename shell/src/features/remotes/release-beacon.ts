/**
 * The load beacon of a remote's release (`POST /api/releases/beacon`, services/src/releases): which
 * release loaded, or where its load failed. Fire and forget: `navigator.sendBeacon`, which the
 * browser delivers even when the page is being left, else a `keepalive` fetch; a beacon that
 * cannot be sent is dropped, never shown.
 */
import {
  RELEASE_REMOTES,
  type ReleaseBeacon,
  type ReleaseBeaconStage,
  type ReleaseRemote,
} from '@shop/contracts';

export type SendBeacon = (beacon: ReleaseBeacon) => void;

const RELEASE_PATH = /\/releases\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

/**
 * The release a remote's manifest URL names (`…/releases/<remote>/<version>/mf-manifest.json`, as
 * the web server serves the release store); undefined for a remote served from its own dev
 * server, whose loads are nobody's release to count.
 */
export function releaseOfUrl(url: string): { remote: ReleaseRemote; version: string } | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return undefined;
  }
  const match = RELEASE_PATH.exec(pathname);
  if (!match) return undefined;
  const remote = match[1] as ReleaseRemote;
  if (!RELEASE_REMOTES.includes(remote)) return undefined;
  try {
    return { remote, version: decodeURIComponent(match[2]) };
  } catch {
    return undefined;
  }
}

/** A sender to the API at `apiUrl` (`/api` or an absolute URL). */
export function createBeaconSender(
  apiUrl: string,
  transport: {
    sendBeacon?: (url: string, data: Blob) => boolean;
    fetch?: typeof fetch;
  } = {
    sendBeacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url, data) => navigator.sendBeacon(url, data)
        : undefined,
    fetch: typeof fetch === 'function' ? (...args) => fetch(...args) : undefined,
  },
): SendBeacon {
  const url = `${apiUrl.replace(/\/+$/, '')}/releases/beacon`;
  return (beacon) => {
    const body = JSON.stringify(beacon);
    try {
      // JSON, the only body the API reads (it refuses text/plain and form bodies on purpose).
      if (transport.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // A browser that refuses the beacon: the fetch below.
    }
    transport
      .fetch?.(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      })
      .catch(() => undefined);
  };
}

/** Sends the beacon of the release at `url` (nothing for a URL that names no release). */
export function beaconFor(send: SendBeacon, url: string | undefined, stage: ReleaseBeaconStage) {
  const release = url === undefined ? undefined : releaseOfUrl(url);
  if (release) send({ ...release, stage });
}
