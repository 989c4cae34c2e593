import { createReleaseLanes } from './release-lanes';

/** A task that records when it runs and ends when told. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { open, done };
}

describe('release lanes', () => {
  it('runs renders of the same releases together and another set only once they are done', async () => {
    const lanes = createReleaseLanes();
    const log: string[] = [];
    const first = gate();
    const second = gate();
    const stableA = lanes.run('stable', async () => {
      log.push('stable A starts');
      await first.done;
      log.push('stable A ends');
    });
    const stableB = lanes.run('stable', async () => {
      log.push('stable B starts');
      await second.done;
      log.push('stable B ends');
    });
    const canary = lanes.run('canary', async () => {
      log.push('canary starts');
    });
    // Behind a waiting lane: waits for it, not run beside the stable renders still under way.
    const stableC = lanes.run('stable', async () => {
      log.push('stable C starts');
    });
    await Promise.resolve();
    expect(log).toEqual(['stable A starts', 'stable B starts']);
    first.open();
    await stableA;
    expect(log).not.toContain('canary starts');
    second.open();
    await Promise.all([stableB, canary, stableC]);
    expect(log).toEqual([
      'stable A starts',
      'stable B starts',
      'stable A ends',
      'stable B ends',
      'canary starts',
      'stable C starts',
    ]);
  });

  it('opens the next lane when a render fails', async () => {
    const lanes = createReleaseLanes();
    const failing = lanes.run('stable', () => Promise.reject(new Error('render failed')));
    const canary = lanes.run('canary', () => Promise.resolve('rendered'));
    await expect(failing).rejects.toThrow('render failed');
    await expect(canary).resolves.toBe('rendered');
  });
});
