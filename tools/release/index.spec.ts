import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseStatus } from '@shop/contracts/src/releases';
import { inspectBuild, publishRelease, refusalLines, ReleaseError, type ReleaseApi } from './index';

/** A built remote: its manifest names its entry, as the federation plugin writes it. */
async function fakeDist(entry = 'var mfe_shop;'): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'release-dist-'));
  await writeFile(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  );
  await writeFile(path.join(dist, 'remoteEntry.js'), entry);
  await mkdir(path.join(dist, 'server'));
  await writeFile(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
  return dist;
}

function fakeApi(options: { known?: string[]; refuse?: ReleaseError } = {}) {
  const registered: Array<Record<string, unknown>> = [];
  const api: ReleaseApi = {
    status: async () =>
      ({
        environment: 'production',
        revision: 0,
        remotes: {},
        releases: (options.known ?? []).map((version) => ({ remote: 'mfe-shop', version })),
      }) as unknown as ReleaseStatus,
    register: async (body) => {
      if (options.refuse) throw options.refuse;
      registered.push(body);
      return body as never;
    },
    change: async () => {
      throw new Error('not used');
    },
  };
  return { api, registered };
}

describe('inspectBuild', () => {
  it('versions a build by its package version and a hash of its entry files', async () => {
    const one = await inspectBuild('mfe-shop', await fakeDist());
    const same = await inspectBuild('mfe-shop', await fakeDist());
    const other = await inspectBuild('mfe-shop', await fakeDist('var mfe_shop = 2;'));
    expect(one.version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{10}$/);
    expect(same.version).toBe(one.version);
    expect(other.version).not.toBe(one.version);
    expect(one.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('refuses a dist without a manifest, and a malformed version', async () => {
    await expect(inspectBuild('mfe-shop', tmpdir() + '/nothing-here')).rejects.toThrow(
      /has no mf-manifest.json/,
    );
    await expect(inspectBuild('mfe-shop', await fakeDist(), '../1')).rejects.toThrow(
      /is not a version/,
    );
  });
});

describe('publishRelease', () => {
  it('copies the whole dist (server build included) into releases/<remote>/<version>/ and registers it', async () => {
    const store = await mkdtemp(path.join(tmpdir(), 'release-store-'));
    const { api, registered } = fakeApi();
    const build = await inspectBuild('mfe-shop', await fakeDist(), '1.0.0');
    await publishRelease({ build, storeDir: store, api });
    const folder = path.join(store, 'releases', 'mfe-shop', '1.0.0');
    expect(await readFile(path.join(folder, 'server', 'remoteEntry.js'), 'utf8')).toContain(
      'module.exports',
    );
    expect(registered).toEqual([
      expect.objectContaining({
        remote: 'mfe-shop',
        version: '1.0.0',
        integrity: build.integrity,
        manifestIntegrity: build.manifestIntegrity,
        // The checkout's @shop/contracts: the API's gate compares it with its own.
        contractsVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      }),
    ]);
  });

  it('refuses a version the API or the store has, writing nothing', async () => {
    const store = await mkdtemp(path.join(tmpdir(), 'release-store-'));
    const build = await inspectBuild('mfe-shop', await fakeDist(), '1.0.0');
    await expect(
      publishRelease({ build, storeDir: store, api: fakeApi({ known: ['1.0.0'] }).api }),
    ).rejects.toMatchObject({ code: 'RELEASE_ALREADY_PUBLISHED' });
    expect(await readdir(store)).toEqual([]);

    await publishRelease({ build, storeDir: store, api: fakeApi().api });
    await expect(
      publishRelease({ build, storeDir: store, api: fakeApi().api }),
    ).rejects.toMatchObject({ code: 'RELEASE_ALREADY_PUBLISHED' });
  });

  it('takes the copy back out when the API refuses the registration', async () => {
    const store = await mkdtemp(path.join(tmpdir(), 'release-store-'));
    const refuse = new ReleaseError('does not match', 'RELEASE_INTEGRITY_MISMATCH');
    const build = await inspectBuild('mfe-shop', await fakeDist(), '1.0.0');
    await expect(
      publishRelease({ build, storeDir: store, api: fakeApi({ refuse }).api }),
    ).rejects.toBe(refuse);
    expect(await readdir(path.join(store, 'releases', 'mfe-shop'))).toEqual([]);
  });
});

describe('refusalLines', () => {
  it('prints each reason of the compatibility gate in English and Bengali', () => {
    const error = new ReleaseError('mfe-shop 1.1.0 cannot go live: a; b', 'RELEASE_INCOMPATIBLE', {
      messageBn: 'mfe-shop 1.1.0 চালু করা যাবে না: ক; খ',
      reasons: [
        {
          message: "react: the shell's 19.2.0 is outside ^18.2.0",
          messageBn: 'react: শেলের 19.2.0',
        },
        { message: './ProductPage: not exposed', messageBn: './ProductPage: এক্সপোজ করা নেই' },
      ],
    });
    expect(refusalLines(error)).toEqual([
      'RELEASE_INCOMPATIBLE: the release cannot go live; nothing changed:',
      "  - react: the shell's 19.2.0 is outside ^18.2.0",
      '    react: শেলের 19.2.0',
      '  - ./ProductPage: not exposed',
      '    ./ProductPage: এক্সপোজ করা নেই',
    ]);
  });

  it('prints another refusal’s message and its Bengali', () => {
    const error = new ReleaseError('mfe-shop is live already', 'RELEASE_STATE_CONFLICT', {
      messageBn: 'আগে থেকেই চালু আছে',
    });
    expect(refusalLines(error)).toEqual([
      'RELEASE_STATE_CONFLICT: mfe-shop is live already',
      'আগে থেকেই চালু আছে',
    ]);
  });
});
