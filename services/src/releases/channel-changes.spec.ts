import { applyChange, targetVersion } from './channel-changes';

const canary = { version: '1.2.0', percent: 10, salt: 'abc' };

describe('applyChange', () => {
  describe('promote', () => {
    it('makes a first version live without a last known good', () => {
      expect(applyChange(undefined, { kind: 'promote', version: '1.0.0' })).toEqual({
        ok: true,
        to: '1.0.0',
        from: undefined,
        state: { stable: '1.0.0' },
      });
    });
    it('keeps the stable version before it as the last known good', () => {
      const result = applyChange({ stable: '1.0.0' }, { kind: 'promote', version: '1.1.0' });
      expect(result).toMatchObject({ ok: true, from: '1.0.0', to: '1.1.0' });
      expect(result.ok && result.state).toEqual({ stable: '1.1.0', lastKnownGood: '1.0.0' });
    });
    it('ends a canary of the promoted version and keeps a canary of another', () => {
      const promoted = applyChange(
        { stable: '1.0.0', canary },
        { kind: 'promote', version: '1.2.0' },
      );
      expect(promoted.ok && promoted.state.canary).toBeUndefined();
      const other = applyChange({ stable: '1.0.0', canary }, { kind: 'promote', version: '1.1.0' });
      expect(other.ok && other.state.canary).toEqual(canary);
    });
    it('refuses the version that is live already', () => {
      expect(applyChange({ stable: '1.0.0' }, { kind: 'promote', version: '1.0.0' })).toEqual({
        ok: false,
        refusal: 'already-live',
      });
    });
  });

  describe('rollback', () => {
    it('goes back to the last known good and drops the canary', () => {
      const result = applyChange(
        { stable: '1.1.0', lastKnownGood: '1.0.0', canary },
        { kind: 'rollback' },
      );
      expect(result).toEqual({ ok: true, from: '1.1.0', to: '1.0.0', state: { stable: '1.0.0' } });
    });
    it('goes back to a named version and keeps another last known good', () => {
      const result = applyChange(
        { stable: '1.2.0', lastKnownGood: '1.1.0' },
        { kind: 'rollback', version: '1.0.0' },
      );
      expect(result.ok && result.state).toEqual({ stable: '1.0.0', lastKnownGood: '1.1.0' });
    });
    it('refuses without anything to go back to', () => {
      expect(applyChange(undefined, { kind: 'rollback' })).toEqual({
        ok: false,
        refusal: 'no-stable',
      });
      expect(applyChange({ stable: '1.0.0' }, { kind: 'rollback' })).toEqual({
        ok: false,
        refusal: 'no-rollback-target',
      });
      expect(applyChange({ stable: '1.0.0' }, { kind: 'rollback', version: '1.0.0' })).toEqual({
        ok: false,
        refusal: 'already-live',
      });
    });
  });

  describe('canary and abort', () => {
    it('puts a canary beside the stable version and replaces an older one', () => {
      const result = applyChange(
        { stable: '1.0.0', canary },
        { kind: 'canary', version: '1.3.0', percent: 5, salt: 's' },
      );
      expect(result).toEqual({
        ok: true,
        from: '1.2.0',
        to: '1.3.0',
        state: { stable: '1.0.0', canary: { version: '1.3.0', percent: 5, salt: 's' } },
      });
    });
    it('keeps the salt when the same version gets another percent (its visitors keep it)', () => {
      const result = applyChange(
        { stable: '1.0.0', canary },
        { kind: 'canary', version: '1.2.0', percent: 25, salt: 'fresh' },
      );
      expect(result.ok && result.state.canary).toEqual({
        version: '1.2.0',
        percent: 25,
        salt: 'abc',
      });
    });
    it('refuses a canary of the stable version or of a remote with nothing live', () => {
      const change = { kind: 'canary', version: '1.0.0', percent: 5, salt: 's' } as const;
      expect(applyChange({ stable: '1.0.0' }, change)).toEqual({
        ok: false,
        refusal: 'canary-is-stable',
      });
      expect(applyChange(undefined, change)).toEqual({ ok: false, refusal: 'no-stable' });
    });
    it('aborts a canary, and refuses when there is none', () => {
      expect(applyChange({ stable: '1.0.0', canary }, { kind: 'abort' })).toEqual({
        ok: true,
        from: '1.2.0',
        to: '1.0.0',
        state: { stable: '1.0.0' },
      });
      expect(applyChange({ stable: '1.0.0' }, { kind: 'abort' })).toEqual({
        ok: false,
        refusal: 'no-canary',
      });
    });
  });
});

describe('targetVersion', () => {
  it('names the release a change needs', () => {
    expect(targetVersion(undefined, { kind: 'promote', version: '2.0.0' })).toBe('2.0.0');
    expect(targetVersion({ stable: '2.0.0', lastKnownGood: '1.0.0' }, { kind: 'rollback' })).toBe(
      '1.0.0',
    );
    expect(targetVersion({ stable: '2.0.0' }, { kind: 'abort' })).toBeUndefined();
  });
});
