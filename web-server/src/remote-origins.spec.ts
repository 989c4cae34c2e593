import { internalUrl, parseOriginMap } from './remote-origins';

describe('SSR_REMOTE_ORIGINS', () => {
  const origins = parseOriginMap(
    'http://localhost:4201=http://mfe-shop, https://shop.example=http://mfe-shop:8080',
  );

  it('sends requests for a mapped origin to the internal one, path and query kept', () => {
    expect(internalUrl('http://localhost:4201/server/remoteEntry.js?v=1', origins)).toBe(
      'http://mfe-shop/server/remoteEntry.js?v=1',
    );
    expect(internalUrl('https://shop.example/server/1.js', origins)).toBe(
      'http://mfe-shop:8080/server/1.js',
    );
  });

  it('leaves other URLs alone', () => {
    expect(internalUrl('http://localhost:4202/x.js', origins)).toBe('http://localhost:4202/x.js');
    expect(internalUrl('http://localhost:4202/x.js', parseOriginMap(undefined))).toBe(
      'http://localhost:4202/x.js',
    );
  });
});
