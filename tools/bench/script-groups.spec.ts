import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  classifyScript,
  readFederationManifest,
  sharedAssetFiles,
  sumByGroup,
  type FederationManifest,
  type ServedBuild,
} from './script-groups';

/** Shaped like the `shared` entries of a real `mf-manifest.json` (Module Federation 2.9). */
function manifest(name: string, shared: Record<string, [string[], string[]?]>): FederationManifest {
  return {
    name,
    shared: Object.entries(shared).map(([pkg, [sync, async = []]]) => ({
      name: pkg,
      assets: { js: { sync, async } },
    })),
  };
}

const shellManifest = manifest('shell', {
  react: [['696.2eea687b20.js']],
  'react-dom/client': [['470.60e280d3a3.js']],
});
const shopManifest = manifest('mfe_shop', {
  react: [['696.b34de6c5e6.js']],
  '@shop/api-client': [['220.aee249c740.js', '839.5ded7a5fc5.js'], ['lazy.0123456789.js']],
});

const builds: ServedBuild[] = [
  {
    origin: 'http://localhost:4200',
    role: 'shell',
    sharedFiles: sharedAssetFiles(shellManifest),
  },
  {
    origin: 'http://localhost:4201',
    role: 'remote',
    sharedFiles: sharedAssetFiles(shopManifest),
  },
  { origin: 'http://localhost:4203', role: 'remote', sharedFiles: new Set() },
];

describe('sharedAssetFiles', () => {
  it('lists the sync and async JS files of every shared module', () => {
    expect([...sharedAssetFiles(shopManifest)].sort()).toEqual([
      '220.aee249c740.js',
      '696.b34de6c5e6.js',
      '839.5ded7a5fc5.js',
      'lazy.0123456789.js',
    ]);
  });
});

describe('classifyScript', () => {
  it("calls the shell's own files shell and its shared-module files shared", () => {
    expect(classifyScript('http://localhost:4200/main.6be4d6e0d1.js', builds)).toBe('shell');
    expect(classifyScript('http://localhost:4200/705.a8b9bbd4c4.js', builds)).toBe('shell');
    expect(classifyScript('http://localhost:4200/696.2eea687b20.js', builds)).toBe('shared');
  });

  it("calls a remote's own files remote and its shared-module files shared", () => {
    expect(classifyScript('http://localhost:4201/remoteEntry.js', builds)).toBe('remote');
    expect(
      classifyScript('http://localhost:4201/__federation_expose_HomePage.39d533708f.js', builds),
    ).toBe('remote');
    expect(classifyScript('http://localhost:4201/839.5ded7a5fc5.js', builds)).toBe('shared');
    expect(classifyScript('http://localhost:4201/lazy.0123456789.js', builds)).toBe('shared');
  });

  it('matches a file against the manifest of the build that served it', () => {
    // The shop remote's react file, served by the shell, is not one of the shell's shared files.
    expect(classifyScript('http://localhost:4200/696.b34de6c5e6.js', builds)).toBe('shell');
    expect(classifyScript('http://localhost:4203/696.b34de6c5e6.js', builds)).toBe('remote');
  });

  it('ignores query strings and leaves scripts from elsewhere out', () => {
    expect(classifyScript('http://localhost:4200/696.2eea687b20.js?v=1#x', builds)).toBe('shared');
    expect(classifyScript('http://localhost:3000/api/part', builds)).toBeNull();
    expect(classifyScript('http://127.0.0.1:4200/main.js', builds)).toBeNull();
  });
});

describe('sumByGroup', () => {
  it('adds the bytes of each group and skips unknown origins', () => {
    expect(
      sumByGroup(
        [
          { url: 'http://localhost:4200/main.6be4d6e0d1.js', bytes: 100 },
          { url: 'http://localhost:4200/470.60e280d3a3.js', bytes: 60 },
          { url: 'http://localhost:4201/696.b34de6c5e6.js', bytes: 7 },
          { url: 'http://localhost:4201/remoteEntry.js', bytes: 30 },
          { url: 'https://cdn.example/analytics.js', bytes: 1000 },
        ],
        builds,
      ),
    ).toEqual({ shell: 100, remote: 30, shared: 67 });
  });
});

describe('readFederationManifest', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-manifest-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads a dist folder’s manifest', async () => {
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(shopManifest));
    await expect(readFederationManifest(dir)).resolves.toEqual(shopManifest);
  });

  it('says to build when the manifest is missing', async () => {
    await expect(readFederationManifest(path.join(dir, 'nothing'))).rejects.toThrow(
      /mf-manifest\.json is missing: build the frontends/,
    );
  });
});
