/**
 * The compatibility gate's checks that need nothing but data (the release's stored facts, the
 * shell's shared modules, the route table, the API's contracts version): each answers the reasons
 * a release may not go live, in English and Bengali, none when it may.
 */
import {
  RELEASE_REMOTE_NAMES,
  REMOTE_ROUTES,
  type ReleaseGateReason,
  type ReleaseRemote,
  type ReleaseSharedModule,
} from '@shop/contracts';
import { satisfies, valid, validRange } from 'semver';

const reason = (message: string, messageBn: string): ReleaseGateReason => ({ message, messageBn });

/** Whether `version` is in `range`; a missing or `false` range accepts any (workspace libraries). */
function within(version: string, range: string): boolean | 'invalid' {
  if (!range || range === 'false' || range === '*') return true;
  if (!valid(version) || !validRange(range)) return 'invalid';
  return satisfies(version, range, { includePrerelease: true });
}

/**
 * Every singleton the release shares must be one the shell shares, with the shell's version in the
 * release's required range and the release's version in the shell's: at run time the shell's copy
 * is the one every remote gets (one React, one store), so a range the other side's version misses
 * is a page that breaks in the browser.
 */
export function sharedReasons(
  release: readonly ReleaseSharedModule[],
  shell: readonly ReleaseSharedModule[],
): ReleaseGateReason[] {
  const reasons: ReleaseGateReason[] = [];
  const shellByName = new Map(shell.map((module) => [module.name, module]));
  for (const module of release.filter((m) => m.singleton)) {
    const host = shellByName.get(module.name);
    if (!host) {
      reasons.push(
        reason(
          `${module.name}: shared as a singleton by this release but not by the shell`,
          `${module.name}: এই রিলিজ একক (singleton) হিসেবে শেয়ার করে, কিন্তু শেল করে না`,
        ),
      );
      continue;
    }
    const shellInRelease = within(host.version, module.requiredVersion);
    if (shellInRelease !== true) {
      reasons.push(
        shellInRelease === 'invalid'
          ? reason(
              `${module.name}: this release requires "${module.requiredVersion}", which is not a version range`,
              `${module.name}: এই রিলিজের চাওয়া "${module.requiredVersion}" কোনো ভার্সন-পরিসর নয়`,
            )
          : reason(
              `${module.name}: the shell's ${host.version} is outside this release's required range ${module.requiredVersion}`,
              `${module.name}: শেলের ${host.version} এই রিলিজের চাওয়া পরিসর ${module.requiredVersion}-এর বাইরে`,
            ),
      );
    }
    const releaseInShell = within(module.version, host.requiredVersion);
    if (releaseInShell !== true) {
      reasons.push(
        releaseInShell === 'invalid'
          ? reason(
              `${module.name}: this release's version "${module.version}" is not a version the shell's range ${host.requiredVersion} can be checked against`,
              `${module.name}: এই রিলিজের ভার্সন "${module.version}" শেলের পরিসর ${host.requiredVersion}-এর সঙ্গে মেলানো যায় না`,
            )
          : reason(
              `${module.name}: this release's ${module.version} is outside the shell's required range ${host.requiredVersion}`,
              `${module.name}: এই রিলিজের ${module.version} শেলের চাওয়া পরিসর ${host.requiredVersion}-এর বাইরে`,
            ),
      );
    }
  }
  return reasons;
}

/** Every page the route table (`REMOTE_ROUTES`) puts on this remote must be exposed by the release. */
export function exposedReasons(
  remote: ReleaseRemote,
  exposes: ReadonlyArray<{ name: string; path: string }>,
): ReleaseGateReason[] {
  const name = RELEASE_REMOTE_NAMES[remote];
  const exposed = new Set(exposes.flatMap((module) => [module.path, `./${module.name}`]));
  const wanted = [
    ...new Set(REMOTE_ROUTES.filter((row) => row.remote === name).map((row) => row.expose)),
  ];
  return wanted
    .filter((expose) => !exposed.has(expose))
    .map((expose) =>
      reason(
        `${expose}: the route table shows it, but this release does not expose it`,
        `${expose}: রুট টেবিলে পাতাটি আছে, কিন্তু এই রিলিজ সেটি এক্সপোজ করে না`,
      ),
    );
}

/**
 * The release must be built against the API's `@shop/contracts`, or an earlier version of the
 * same major (0.x: the same minor) — a caret range from the release's: the types it sends and
 * reads are the ones this API answers.
 */
export function contractsReasons(
  declared: string | undefined,
  current: string,
): ReleaseGateReason[] {
  if (!declared) {
    return [
      reason(
        `@shop/contracts: this release does not say which version it was built against (publish it again with npm run release)`,
        `@shop/contracts: এই রিলিজ কোন ভার্সনের জন্য বানানো তা বলা নেই (npm run release দিয়ে আবার প্রকাশ করুন)`,
      ),
    ];
  }
  if (valid(declared) && satisfies(current, `^${declared}`, { includePrerelease: true })) return [];
  return [
    reason(
      `@shop/contracts: this release was built against ${declared}, the API has ${current}`,
      `@shop/contracts: এই রিলিজ ${declared}-এর জন্য বানানো, API-তে আছে ${current}`,
    ),
  ];
}
