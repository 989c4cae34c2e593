/**
 * `npm run release -- <command>`: releases of the remotes (services/src/releases/README.md).
 *
 *   status                                  what is live per remote, and the recent releases
 *   publish <remote> [--skip-build] [--version <v>]
 *                                           build, copy dist/ into the release store, register
 *   promote <remote> <version>              make a release the stable one
 *   rollback <remote> [version]             back to a release (default: the last known good)
 *   canary <remote> <version> <percent>     another release beside the stable one (1–99 %)
 *   abort <remote>                          stop the canary
 *   --reason <text>                         recorded in the audit log with the change
 *
 * Talks to the API as an admin: RELEASE_API_URL (default http://localhost:$API_PORT/api),
 * RELEASE_ADMIN_EMAIL / RELEASE_ADMIN_PASSWORD (default the seeded admin of a local shop), the
 * store RELEASE_STORE_DIR (default .data/release-store, as the API's). A change is based on the
 * channel revision it read: when someone changed the channel meanwhile, nothing changes and the
 * channel is shown as it is now.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ReleaseStatus } from '@shop/contracts/src/releases';
import {
  adminToken,
  DEFAULT_RELEASE_STORE,
  inspectBuild,
  isReleaseRemote,
  publishRelease,
  ReleaseError,
  refusalLines,
  releaseApi,
  REPO_ROOT,
} from '../release';
import { SEEDED_ADMIN } from '../stack/api-calls';

const USAGE = `Usage: npm run release -- status
       npm run release -- publish <remote> [--skip-build] [--version <version>]
       npm run release -- promote <remote> <version> [--reason <text>]
       npm run release -- rollback <remote> [version] [--reason <text>]
       npm run release -- canary <remote> <version> <percent> [--reason <text>]
       npm run release -- abort <remote> [--reason <text>]
<remote>: mfe-shop, mfe-dashboard or mfe-admin`;

function printStatus(status: ReleaseStatus): void {
  console.log(`Channel ${status.environment}, revision ${status.revision}`);
  for (const [remote, state] of Object.entries(status.remotes)) {
    const canary = state.canary
      ? `, canary ${state.canary.version} at ${state.canary.percent}%`
      : '';
    const good = state.lastKnownGood ? `, last known good ${state.lastKnownGood}` : '';
    console.log(`  ${remote.padEnd(14)} ${state.stable}${canary}${good}`);
  }
  if (Object.keys(status.remotes).length === 0) console.log('  (nothing promoted yet)');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'skip-build': { type: 'boolean', default: false },
      version: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  const [command, remote, ...rest] = positionals;
  if (!command) throw new ReleaseError(USAGE);
  if (command !== 'status' && (!remote || !isReleaseRemote(remote))) {
    throw new ReleaseError(`${remote ? `Unknown remote "${remote}".\n` : ''}${USAGE}`);
  }

  const apiRoot = (
    process.env.RELEASE_API_URL || `http://localhost:${process.env.API_PORT || 3000}/api`
  ).replace(/\/+$/, '');
  const storeDir = path.resolve(process.env.RELEASE_STORE_DIR || DEFAULT_RELEASE_STORE);
  const api = releaseApi(
    apiRoot,
    await adminToken(apiRoot, {
      email: process.env.RELEASE_ADMIN_EMAIL || SEEDED_ADMIN.email,
      password: process.env.RELEASE_ADMIN_PASSWORD || SEEDED_ADMIN.password,
    }),
  );
  if (command === 'status') {
    const status = await api.status();
    printStatus(status);
    console.log('\nRecent releases:');
    for (const release of status.releases) {
      console.log(
        `  ${release.remote.padEnd(14)} ${release.version.padEnd(24)} ${release.publishedAt}  ${release.publishedBy.email}`,
      );
    }
    return;
  }
  if (!isReleaseRemote(remote)) return;

  if (command === 'publish') {
    if (!values['skip-build']) {
      const nx = path.join(REPO_ROOT, 'node_modules/.bin/nx');
      const build = spawnSync(nx, ['run', `${remote}:build`, '--output-style=stream'], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
        env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
      });
      if (build.status !== 0) throw new ReleaseError(`The build of ${remote} failed`);
    }
    const release = await publishRelease({
      build: await inspectBuild(remote, undefined, values.version),
      storeDir,
      api,
    });
    console.log(`Published ${remote} ${release.version} (${release.integrity}).`);
    console.log(`Make it live: npm run release -- promote ${remote} ${release.version}`);
    return;
  }

  const { revision } = await api.status();
  const base = {
    remote,
    expectedRevision: revision,
    ...(values.reason ? { reason: values.reason } : {}),
  };
  let status: ReleaseStatus;
  switch (command) {
    case 'promote':
      if (!rest[0]) throw new ReleaseError(USAGE);
      status = await api.change('promote', { ...base, version: rest[0] });
      break;
    case 'rollback':
      status = await api.change('rollback', { ...base, ...(rest[0] ? { version: rest[0] } : {}) });
      break;
    case 'canary': {
      const percent = Number(rest[1]);
      if (!rest[0] || !Number.isInteger(percent) || percent < 1 || percent > 99) {
        throw new ReleaseError(
          `canary needs a version and a whole percent from 1 to 99.\n${USAGE}`,
        );
      }
      status = await api.change('canary', { ...base, version: rest[0], percent });
      break;
    }
    case 'abort':
      status = await api.change('abort', base);
      break;
    default:
      throw new ReleaseError(`Unknown command "${command}".\n${USAGE}`);
  }
  printStatus(status);
  console.log('New page loads use it within a few seconds.');
}

main().catch((error: unknown) => {
  if (error instanceof ReleaseError) {
    for (const line of refusalLines(error)) console.error(line);
    const current = error.body?.current as ReleaseStatus | undefined;
    if (current) {
      console.error('The channel now:');
      printStatus(current);
    }
  } else {
    console.error(error);
  }
  process.exit(1);
});
