/**
 * The compatibility gate: before a release is promoted or given a canary, it must
 * - share its singletons within the shell's ranges, and the shell's within its own;
 * - expose every page the route table puts on its remote;
 * - be built against this API's `@shop/contracts` (compatibility.ts);
 * - render its public pages on the server: the shell's web server renders each with this release
 *   (`POST /__releases/smoke`, web-server/src/release-smoke.ts).
 * The shell's shared modules and the render come from the shell's web server at RELEASE_SHELL_URL
 * (with RELEASE_CHECK_TOKEN); without one, only the checks the API can make alone run. A shell
 * that does not answer is a reason too: nothing goes live unchecked once a shell is named.
 */
import { readFileSync } from 'node:fs';
import {
  RELEASE_SMOKE_PATH,
  type ReleaseGateReason,
  type ReleaseRecord,
  type ReleaseSmokeAnswer,
  type ReleaseSmokeRequest,
} from '@shop/contracts';
import { manifestFacts } from '../release-store';
import { contractsReasons, exposedReasons, sharedReasons } from './compatibility';

/** The `@shop/contracts` version this API was built with (its package.json). */
export const API_CONTRACTS_VERSION = (
  JSON.parse(readFileSync(require.resolve('@shop/contracts/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** How long the shell's web server may take to answer its manifest. */
const MANIFEST_TIMEOUT_MS = 5_000;
/** How long it may take to render the remote's public pages with the release. */
const SMOKE_TIMEOUT_MS = 60_000;

export interface GateSettings {
  /** The shell's web server (`http://shell:4200`); empty: the shell's checks do not run. */
  shellUrl: string;
  /** The bearer token its smoke render asks for. */
  token: string;
  fetchImpl?: typeof fetch;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class ReleaseGate {
  constructor(private readonly settings: () => GateSettings) {}

  /** Every reason the release may not go live; none: it may. */
  async reasons(release: ReleaseRecord): Promise<ReleaseGateReason[]> {
    const reasons = [
      ...exposedReasons(release.remote, release.exposes),
      ...contractsReasons(release.contractsVersion, API_CONTRACTS_VERSION),
    ];
    const { shellUrl, token, fetchImpl = fetch } = this.settings();
    if (!shellUrl) return reasons;
    const shell = shellUrl.replace(/\/+$/, '');
    const unanswered = (what: string, error: unknown): ReleaseGateReason => ({
      message: `the shell's web server (${shell}) did not answer ${what}: ${describe(error)}`,
      messageBn: `শেলের ওয়েব সার্ভার (${shell}) ${what === 'its manifest' ? 'তার ম্যানিফেস্ট' : 'সার্ভার রেন্ডারের'} উত্তর দেয়নি: ${describe(error)}`,
    });

    try {
      const response = await fetchImpl(`${shell}/mf-manifest.json`, {
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const shellShared = manifestFacts(Buffer.from(await response.arrayBuffer())).shared;
      reasons.push(...sharedReasons(release.shared, shellShared));
    } catch (error) {
      reasons.push(unanswered('its manifest', error));
    }

    try {
      const body: ReleaseSmokeRequest = { remote: release.remote, version: release.version };
      const response = await fetchImpl(`${shell}${RELEASE_SMOKE_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(SMOKE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = (await response.json()) as ReleaseSmokeAnswer;
      if (!Array.isArray(answer.pages)) throw new Error('not a smoke render answer');
      for (const page of answer.pages.filter((p) => !p.ok)) {
        reasons.push({
          message: `the server render of ${page.path} failed: ${page.error ?? 'no page'}`,
          messageBn: `${page.path}-এর সার্ভার রেন্ডার ব্যর্থ: ${page.error ?? 'কোনো পাতা আসেনি'}`,
        });
      }
    } catch (error) {
      reasons.push(unanswered('the smoke render', error));
    }
    return reasons;
  }
}
