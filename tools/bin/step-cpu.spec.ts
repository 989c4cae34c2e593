import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childCpuSeconds, withCpuTimes } from './step-cpu';

describe('childCpuSeconds', () => {
  it('adds the children’s user and system time', () => {
    expect(childCpuSeconds('0m0.004s 0m0.000s\n12m3.500s 1m10.250s\n')).toBeCloseTo(793.75);
  });

  it('knows nothing from output that is not bash’s `times`', () => {
    expect(childCpuSeconds('')).toBeUndefined();
    expect(childCpuSeconds('0m0.004s 0m0.000s')).toBeUndefined();
    expect(childCpuSeconds('0m0.004s 0m0.000s\nsoon later')).toBeUndefined();
  });
});

describe('withCpuTimes', () => {
  it('keeps the command’s exit status and measures the CPU its descendants spent', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'step-cpu-'));
    try {
      const file = path.join(dir, 'times');
      // A grandchild that spins until it has used 0.3 s of CPU (not of the wall clock: on a busy
      // machine it gets a share of a core), then the command fails with 3.
      const busy =
        'const used = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };' +
        ' while (used() < 0.3);';
      const run = withCpuTimes(
        'bash',
        ['-c', `${JSON.stringify(process.execPath)} -e '${busy}'; exit 3`],
        file,
      );
      const result = spawnSync(run.command, run.args, { env: { ...process.env, ...run.env } });
      expect(result.status).toBe(3);
      const seconds = childCpuSeconds(readFileSync(file, 'utf8'));
      expect(seconds).toBeGreaterThanOrEqual(0.3);
      expect(seconds).toBeLessThan(30);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
