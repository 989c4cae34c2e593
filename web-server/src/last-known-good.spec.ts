import type { LiveReleases } from '@shop/contracts/src/releases';
import { canaryBucket } from '@shop/rules/src/canary';
import { configWithReleases } from './live-releases';

/**
 * `/config.json` names, per remote, the release the browser tries once when the one it was given
 * fails to load (`lastKnownGood`, read by the shell's fallback plugin): the channel's last known
 * good for a visitor on the stable release, the stable release for a visitor in a canary.
 */
const ORIGIN = 'http://shop.test';
const SALT = '0123456789abcdef';
const base = { apiUrl: 'http://api.test/api', remotes: {} };
const path = (version: string) => `/releases/mfe-shop/${version}/mf-manifest.json`;

const live = (withCanary: boolean, withGood = true): LiveReleases => ({
  environment: 'production',
  revision: 4,
  remotes: {
    'mfe-shop': {
      name: 'mfe_shop',
      version: '1.1.0',
      manifestUrl: path('1.1.0'),
      ...(withGood ? { lastKnownGood: { version: '1.0.0', manifestUrl: path('1.0.0') } } : {}),
      ...(withCanary
        ? { canary: { version: '1.2.0', percent: 50, salt: SALT, manifestUrl: path('1.2.0') } }
        : {}),
    },
  },
});

function visitorIn(canary: boolean): string {
  for (let i = 0; ; i += 1) {
    const id = `visitor-${String(i).padStart(12, '0')}`;
    if (canaryBucket('mfe-shop', SALT, id) <= 50 === canary) return id;
  }
}

describe('configWithReleases: the release to fall back to', () => {
  it('names the last known good for a visitor on the stable release', () => {
    expect(configWithReleases(base, live(false), ORIGIN)).toEqual({
      ...base,
      remotes: { mfe_shop: `${ORIGIN}${path('1.1.0')}` },
      lastKnownGood: { mfe_shop: `${ORIGIN}${path('1.0.0')}` },
    });
    expect(configWithReleases(base, live(true), ORIGIN, visitorIn(false)).lastKnownGood).toEqual({
      mfe_shop: `${ORIGIN}${path('1.0.0')}`,
    });
  });

  it('names the stable release for a visitor in the canary', () => {
    const config = configWithReleases(base, live(true), ORIGIN, visitorIn(true));
    expect(config.remotes).toEqual({ mfe_shop: `${ORIGIN}${path('1.2.0')}` });
    expect(config.lastKnownGood).toEqual({ mfe_shop: `${ORIGIN}${path('1.1.0')}` });
  });

  it('names nothing for a remote without a release to go back to', () => {
    expect(configWithReleases(base, live(false, false), ORIGIN)).not.toHaveProperty(
      'lastKnownGood',
    );
  });
});
