/**
 * Where the web server's CPU goes while it renders pages (`npm run bench:ssr -- --cpu-profile FILE`):
 * the bench's process (the shell's web server and the shell's server build it renders with) is
 * profiled during the `/shops?q=<new search>` run, the profile written to FILE (open it in Chrome's
 * DevTools) and summarised here per function, in ms per page:
 *
 * - self time: the function running when sampled (React's renderer, zlib, JSON, the GC);
 * - inclusive time: a sample counts for every function on its stack (once each), which answers
 *   "how much does the page's React pass cost, with the components it calls".
 *
 * The shell's server build bundles React and the libraries into its chunks, so a frame is named by
 * its function and file (`renderElement 367.js:1234`), not by package.
 */
import { Session } from 'node:inspector/promises';
import { type CpuProfile, profileTree } from './cpu-profile-summary';

export interface FunctionTimes {
  /** Sampled ms, idle excluded. */
  busyMs: number;
  idleMs: number;
  self: [string, number][];
  inclusive: [string, number][];
}

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
}

/** `name file:line` of a frame: its file's base name only, and V8's pseudo-frames as they are. */
export function frameName(frame: Frame): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url
    .slice(frame.url.lastIndexOf('/') + 1)
    .replace(/\.[0-9a-f]{8,}\.js$/, '.js');
  return `${name} ${file}:${frame.lineNumber + 1}`;
}

export function functionTimes(profile: CpuProfile): FunctionTimes {
  const { byId, parent, msOf } = profileTree(profile);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  let busyMs = 0;
  let idleMs = 0;
  for (const [id, ms] of msOf) {
    const leaf = byId.get(id)!.callFrame;
    if (leaf.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    add(self, frameName(leaf), ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === '(root)') continue;
      seen.add(frameName(frame));
    }
    for (const name of seen) add(inclusive, name, ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { busyMs, idleMs, self: sorted(self), inclusive: sorted(inclusive) };
}

/** The summary printed by the bench: each figure in ms per page (`pages` answered in the run). */
export function formatFunctionTimes(times: FunctionTimes, pages: number, top = 25): string {
  const per = Math.max(1, pages);
  const row = ([name, ms]: [string, number]) =>
    `${(ms / per).toFixed(2).padStart(8)} ms ${((100 * ms) / times.busyMs).toFixed(1).padStart(5)} %  ${name}`;
  return [
    `CPU profile: busy ${times.busyMs.toFixed(0)} ms, idle ${times.idleMs.toFixed(0)} ms, ` +
      `${pages} pages: ${(times.busyMs / per).toFixed(2)} ms of CPU each`,
    '',
    'Self time, ms per page:',
    ...times.self.slice(0, top).map(row),
    '',
    'Inclusive time (a sample counts for each function on its stack), ms per page:',
    ...times.inclusive.slice(0, top).map(row),
  ].join('\n');
}

/** A CPU profile of this process from `start()` to `stop()`. */
export async function profileThisProcess(): Promise<{ stop: () => Promise<CpuProfile> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await session.post('Profiler.disable');
      session.disconnect();
      return profile as unknown as CpuProfile;
    },
  };
}
