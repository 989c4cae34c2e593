/**
 * The channel's changes as pure functions: a remote's state before → after, or the reason the
 * change does not apply. ReleaseChannelService stores the result with one conditional update.
 */
import type { ChannelRemoteState } from '@shop/contracts';

export type ChannelChange =
  | { kind: 'promote'; version: string }
  | { kind: 'rollback'; version?: string }
  | { kind: 'canary'; version: string; percent: number; salt: string }
  | { kind: 'abort' };

/** Why a change does not apply to the remote's state (RELEASE_STATE_CONFLICT / NOT_FOUND). */
export type ChangeRefusal =
  'already-live' | 'no-rollback-target' | 'canary-is-stable' | 'no-stable' | 'no-canary';

export type ChangeResult =
  | { ok: true; state: ChannelRemoteState; from?: string; to: string }
  | { ok: false; refusal: ChangeRefusal };

/** The version a change makes live or tries (the release that must exist and be intact). */
export function targetVersion(
  state: ChannelRemoteState | undefined,
  change: ChannelChange,
): string | undefined {
  switch (change.kind) {
    case 'promote':
    case 'canary':
      return change.version;
    case 'rollback':
      return change.version ?? state?.lastKnownGood;
    case 'abort':
      return undefined;
  }
}

/**
 * - promote: the version becomes stable, the stable one before it the last known good; a canary
 *   of that version is over (it is everyone's now), a canary of another version stays.
 * - rollback: back to `version`, else to the last known good; the last known good is kept unless
 *   it is the one now live. The canary is dropped (rolling back means something is wrong).
 * - canary: another version for `percent` of visitors beside the stable one (replaces a canary;
 *   the same version at another percent keeps its salt, so its visitors keep it).
 * - abort: the canary is dropped.
 */
export function applyChange(
  state: ChannelRemoteState | undefined,
  change: ChannelChange,
): ChangeResult {
  switch (change.kind) {
    case 'promote': {
      if (state?.stable === change.version) return { ok: false, refusal: 'already-live' };
      const canary =
        state?.canary && state.canary.version !== change.version ? state.canary : undefined;
      return {
        ok: true,
        from: state?.stable,
        to: change.version,
        state: {
          stable: change.version,
          ...(state?.stable ? { lastKnownGood: state.stable } : {}),
          ...(canary ? { canary } : {}),
        },
      };
    }
    case 'rollback': {
      if (!state) return { ok: false, refusal: 'no-stable' };
      const to = change.version ?? state.lastKnownGood;
      if (!to) return { ok: false, refusal: 'no-rollback-target' };
      if (to === state.stable) return { ok: false, refusal: 'already-live' };
      const lastKnownGood = state.lastKnownGood === to ? undefined : state.lastKnownGood;
      return {
        ok: true,
        from: state.stable,
        to,
        state: { stable: to, ...(lastKnownGood ? { lastKnownGood } : {}) },
      };
    }
    case 'canary': {
      if (!state) return { ok: false, refusal: 'no-stable' };
      if (state.stable === change.version) return { ok: false, refusal: 'canary-is-stable' };
      // The same version at another percent keeps its salt: the visitors' buckets stay, so raising
      // 10 → 25 % keeps everyone who had the canary (a new version draws everyone afresh).
      const salt = state.canary?.version === change.version ? state.canary.salt : change.salt;
      return {
        ok: true,
        from: state.canary?.version,
        to: change.version,
        state: {
          ...state,
          canary: { version: change.version, percent: change.percent, salt },
        },
      };
    }
    case 'abort': {
      if (!state?.canary) return { ok: false, refusal: 'no-canary' };
      const { canary, ...rest } = state;
      return { ok: true, from: canary.version, to: rest.stable, state: rest };
    }
  }
}
