/**
 * Where a CPU profile's time went (`npm run bench:api -- --cpu-profile DIR` writes them; or any
 * `.cpuprofile` of `node --cpu-prof`):
 *
 *   npx tsx tools/bench/cpu-profile-summary.ts DIR/api-1.cpuprofile [--per 1500] [--top 25]
 *
 * - by package, self time: the frame running (`mongoose`, `mongodb`, `@nestjs/core`, `shop` for
 *   the API's own code, `node` for Node's internals, `(garbage collector)`...);
 * - by package, inclusive: a sample counts for every package on its stack (once each);
 * - by the API's own function nearest the running frame (`shop` code: services/dist), which holds
 *   the libraries it called — "who asked for this time".
 * `--per N` also gives each figure in ms per N-th (e.g. per booking, when N bookings were profiled).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Sampled ms, idle excluded. */
  busyMs: number;
  idleMs: number;
  selfByPackage: [string, number][];
  inclusiveByPackage: [string, number][];
  byShopFunction: [string, number][];
}

/** `mongoose`, `@nestjs/core`, `shop` (services/dist), `node`, or the V8 pseudo-frame's name. */
export function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : 'node';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/services/dist/')) return 'shop';
  if (url.includes('/libs/')) return 'shop libs';
  return url;
}

const shopFunction = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.slice(frame.url.indexOf('/services/dist/') + 15)}:${frame.lineNumber + 1}`;

/**
 * A profile's call tree read for summing: its nodes by id, each node's parent, and the
 * milliseconds sampled in each node (its self time).
 */
export function profileTree(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const msOf = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    msOf.set(id, (msOf.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return { byId, parent, msOf };
}

export function summarizeProfile(profile: CpuProfile): ProfileSummary {
  const { byId, parent, msOf } = profileTree(profile);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const shop = new Map<string, number>();
  let idleMs = 0;
  let busyMs = 0;
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  for (const [id, ms] of msOf) {
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    add(self, packageOf(leaf.callFrame), ms);
    const seen = new Set<string>();
    let nearestShop: string | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const pkg = packageOf(frame);
      if (pkg === '(root)') continue;
      seen.add(pkg);
      if (nearestShop === undefined && pkg === 'shop') nearestShop = shopFunction(frame);
    }
    for (const pkg of seen) add(inclusive, pkg, ms);
    add(shop, nearestShop ?? `(no shop frame) ${packageOf(leaf.callFrame)}`, ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    busyMs,
    idleMs,
    selfByPackage: sorted(self),
    inclusiveByPackage: sorted(inclusive),
    byShopFunction: sorted(shop),
  };
}

export function formatProfileSummary(summary: ProfileSummary, per?: number, top = 25): string {
  const column = (ms: number) =>
    `${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / summary.busyMs).toFixed(1).padStart(5)} %` +
    (per ? ` ${(ms / per).toFixed(3).padStart(7)} ms each` : '');
  const section = (title: string, rows: [string, number][]) => [
    '',
    title,
    ...rows.slice(0, top).map(([name, ms]) => `${column(ms)}  ${name}`),
  ];
  return [
    `Busy ${summary.busyMs.toFixed(0)} ms (idle ${summary.idleMs.toFixed(0)} ms)` +
      (per ? `: ${(summary.busyMs / per).toFixed(2)} ms each of ${per}` : ''),
    ...section('Self time by package:', summary.selfByPackage),
    ...section(
      'Inclusive time by package (a sample counts for each package on its stack):',
      summary.inclusiveByPackage,
    ),
    ...section("By the API's own function nearest the running frame:", summary.byShopFunction),
  ].join('\n');
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { per: { type: 'string' }, top: { type: 'string' } },
  });
  for (const file of positionals) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    console.log(
      `${file}\n${formatProfileSummary(summarizeProfile(profile), values.per ? Number(values.per) : undefined, values.top ? Number(values.top) : 25)}`,
    );
  }
}
