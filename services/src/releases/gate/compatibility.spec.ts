import { REMOTE_ROUTES, type ReleaseSharedModule } from '@shop/contracts';
import { contractsReasons, exposedReasons, sharedReasons } from './compatibility';

const singleton = (
  name: string,
  version: string,
  requiredVersion: string,
): ReleaseSharedModule => ({
  name,
  version,
  requiredVersion,
  singleton: true,
});

const SHELL = [singleton('react', '19.2.0', '^19.2.0'), singleton('@shop/i18n', '0.1.0', '^0.1.0')];

describe('sharedReasons', () => {
  it('accepts singletons whose versions are in each other’s ranges', () => {
    expect(sharedReasons([singleton('react', '19.2.1', '^19.0.0')], SHELL)).toEqual([]);
  });

  it('refuses a release whose range the shell’s React misses, and one the shell’s range misses', () => {
    const reasons = sharedReasons([singleton('react', '18.3.1', '^18.2.0')], SHELL);
    expect(reasons.map((r) => r.message)).toEqual([
      "react: the shell's 19.2.0 is outside this release's required range ^18.2.0",
      "react: this release's 18.3.1 is outside the shell's required range ^19.2.0",
    ]);
    expect(reasons[0].messageBn).toContain('শেলের 19.2.0');
  });

  it('refuses a singleton the shell does not share, and a range that is not one', () => {
    expect(sharedReasons([singleton('react-redux', '9.2.0', '^9.0.0')], SHELL)[0].message).toBe(
      'react-redux: shared as a singleton by this release but not by the shell',
    );
    expect(sharedReasons([singleton('react', '19.2.0', 'latest!')], SHELL)[0].message).toContain(
      'not a version range',
    );
  });

  it('ignores modules that are not singletons, and a missing range', () => {
    expect(
      sharedReasons(
        [{ name: 'lodash', version: '4.0.0', requiredVersion: '^3.0.0', singleton: false }],
        SHELL,
      ),
    ).toEqual([]);
    expect(sharedReasons([singleton('@shop/i18n', '0.1.0', '')], SHELL)).toEqual([]);
  });
});

describe('exposedReasons', () => {
  const shopExposes = [
    ...new Set(REMOTE_ROUTES.filter((r) => r.remote === 'mfe_shop').map((r) => r.expose)),
  ].map((expose) => ({ name: expose.slice(2), path: expose }));

  it('accepts a release exposing every page the route table puts on it', () => {
    expect(exposedReasons('mfe-shop', shopExposes)).toEqual([]);
  });

  it('names each page of the route table the release does not expose', () => {
    const reasons = exposedReasons(
      'mfe-shop',
      shopExposes.filter((e) => e.path !== './ProductPage'),
    );
    expect(reasons.map((r) => r.message)).toEqual([
      './ProductPage: the route table shows it, but this release does not expose it',
    ]);
    // Another remote's pages are not this one's.
    expect(exposedReasons('mfe-dashboard', shopExposes).length).toBeGreaterThan(0);
  });
});

describe('contractsReasons', () => {
  it('accepts the same version and an earlier one of the same minor (0.x)', () => {
    expect(contractsReasons('0.1.0', '0.1.0')).toEqual([]);
    expect(contractsReasons('0.1.0', '0.1.3')).toEqual([]);
  });

  it('refuses another minor (0.x), a later version than the API’s, and none', () => {
    expect(contractsReasons('0.2.0', '0.1.0')[0].message).toBe(
      '@shop/contracts: this release was built against 0.2.0, the API has 0.1.0',
    );
    expect(contractsReasons('0.1.0', '0.2.0')).toHaveLength(1);
    expect(contractsReasons('not-a-version', '0.1.0')).toHaveLength(1);
    expect(contractsReasons(undefined, '0.1.0')[0].messageBn).toContain('@shop/contracts');
  });
});
