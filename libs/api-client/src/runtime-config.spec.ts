import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadRuntimeConfig', () => {
  it('returns the validated config', async () => {
    const body = {
      apiUrl: 'http://localhost:3000/api',
      remotes: { mfe_shop: 'http://localhost:4201/mf-manifest.json' },
    };
    const fetchImpl = jest.fn(async () => jsonResponse(body));
    await expect(loadRuntimeConfig('/config.json', fetchImpl)).resolves.toEqual(body);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('fails with a RuntimeConfigError on HTTP errors and network errors', async () => {
    await expect(
      loadRuntimeConfig('/config.json', async () => jsonResponse({}, 404)),
    ).rejects.toThrow('HTTP 404');
    await expect(
      loadRuntimeConfig('/config.json', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toBeInstanceOf(RuntimeConfigError);
  });
});

describe('parseRuntimeConfig', () => {
  it.each([
    [null, 'JSON object'],
    [{}, '"apiUrl"'],
    [{ apiUrl: '' }, '"apiUrl"'],
    [{ apiUrl: '/api', remotes: [] }, '"remotes"'],
    [{ apiUrl: '/api', remotes: { mfe_shop: 3 } }, 'remote "mfe_shop"'],
    [{ apiUrl: '/api', siteUrl: '/shop' }, '"siteUrl"'],
    [{ apiUrl: '/api', siteUrl: 'javascript:alert(1)' }, '"siteUrl"'],
  ])('rejects %j naming the bad field', (value, fragment) => {
    expect(() => parseRuntimeConfig(value)).toThrow(fragment);
  });

  it('accepts a config without remotes (a remote running standalone)', () => {
    expect(parseRuntimeConfig({ apiUrl: '/api' })).toEqual({ apiUrl: '/api' });
  });

  it('keeps the releases to fall back to, leaving out an entry that is not a URL', () => {
    expect(
      parseRuntimeConfig({
        apiUrl: '/api',
        remotes: { mfe_shop: 'http://shop.test/releases/mfe-shop/1.1.0/mf-manifest.json' },
        lastKnownGood: {
          mfe_shop: 'http://shop.test/releases/mfe-shop/1.0.0/mf-manifest.json',
          mfe_admin: 7,
        },
      }).lastKnownGood,
    ).toEqual({ mfe_shop: 'http://shop.test/releases/mfe-shop/1.0.0/mf-manifest.json' });
    expect(parseRuntimeConfig({ apiUrl: '/api', lastKnownGood: 'x' })).toEqual({ apiUrl: '/api' });
  });

  it("keeps the storefront's public origin (siteUrl)", () => {
    expect(
      parseRuntimeConfig({ apiUrl: '/api', remotes: {}, siteUrl: 'https://shop.example' }),
    ).toEqual({ apiUrl: '/api', remotes: {}, siteUrl: 'https://shop.example' });
  });
});
