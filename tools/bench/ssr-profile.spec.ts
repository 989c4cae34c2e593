import type { CpuProfile } from './cpu-profile-summary';
import { formatFunctionTimes, frameName, functionTimes } from './ssr-profile';

const frame = (id: number, functionName: string, url = '', children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: id * 10 },
  children,
});

/**
 * (root) → render (server chunk) → renderElement (server chunk) → gzipSync (node:zlib), and
 * (root) → (idle), (root) → (garbage collector).
 */
const PROFILE: CpuProfile = {
  nodes: [
    frame(1, '(root)', '', [2, 5, 6]),
    frame(2, 'render', 'file:///repo/shell/dist-server/454.bf180c5665.js', [3]),
    frame(3, 'renderElement', 'file:///repo/shell/dist-server/333.251e67c54a.js', [4]),
    frame(4, 'gzipSync', 'node:zlib'),
    frame(5, '(idle)'),
    frame(6, '(garbage collector)'),
  ],
  startTime: 0,
  endTime: 10_000,
  // Sampled: renderElement 3 ms, gzipSync 2 ms, render 1 ms, idle 4 ms, GC 2 ms.
  samples: [3, 3, 3, 4, 4, 2, 5, 5, 5, 5, 6, 6],
  timeDeltas: Array(12).fill(1000),
};

describe('functionTimes', () => {
  it('names a frame by function, file without its content hash, and line', () => {
    expect(frameName(PROFILE.nodes[2].callFrame)).toBe('renderElement 333.js:31');
    expect(frameName({ functionName: '', url: 'node:zlib', lineNumber: 0 })).toBe(
      '(anonymous) node:zlib:1',
    );
    expect(frameName({ functionName: '(garbage collector)', url: '', lineNumber: -1 })).toBe(
      '(garbage collector)',
    );
  });

  it('splits busy time from idle, by the running function and by every function on its stack', () => {
    const times = functionTimes(PROFILE);
    expect(times.busyMs).toBe(8);
    expect(times.idleMs).toBe(4);
    expect(times.self).toEqual([
      ['renderElement 333.js:31', 3],
      ['gzipSync node:zlib:41', 2],
      ['(garbage collector)', 2],
      ['render 454.js:21', 1],
    ]);
    expect(Object.fromEntries(times.inclusive)).toEqual({
      'render 454.js:21': 6,
      'renderElement 333.js:31': 5,
      'gzipSync node:zlib:41': 2,
      '(garbage collector)': 2,
    });
  });

  it('prints each figure per page', () => {
    const text = formatFunctionTimes(functionTimes(PROFILE), 4, 2);
    expect(text).toContain('busy 8 ms, idle 4 ms, 4 pages: 2.00 ms of CPU each');
    expect(text).toMatch(/ {4}0\.75 ms {2}37\.5 % {2}renderElement 333\.js:31/);
    expect(text).toMatch(/ {4}1\.50 ms {2}75\.0 % {2}render 454\.js:21/);
    expect(text).not.toContain('(garbage collector)');
  });
});
