import { apiBaseUrl, apiOrigin, assetUrl, configureApiClient, siteOrigin } from './config';

describe('assetUrl', () => {
  beforeEach(() => configureApiClient({ apiUrl: 'http://localhost:3000/api' }));

  it('resolves an image path against the API origin, not the page', () => {
    expect(assetUrl('/static/products/qcy-t13.svg')).toBe(
      'http://localhost:3000/static/products/qcy-t13.svg',
    );
  });

  it('treats a path without a leading slash as rooted at the API origin', () => {
    expect(assetUrl('static/products/x.svg')).toBe('http://localhost:3000/static/products/x.svg');
  });

  it('leaves absolute, data and blob URLs alone', () => {
    expect(assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(assetUrl('blob:http://localhost:4200/1')).toBe('blob:http://localhost:4200/1');
  });

  it('follows the API when it moves', () => {
    configureApiClient({ apiUrl: 'https://api.shop.example/v1/api/' });
    expect(apiBaseUrl()).toBe('https://api.shop.example/v1/api');
    expect(apiOrigin()).toBe('https://api.shop.example');
    expect(assetUrl('/static/a.svg')).toBe('https://api.shop.example/static/a.svg');
  });
});

describe('siteOrigin', () => {
  it("is the configured public origin, not the page's", () => {
    configureApiClient({ apiUrl: '/api', siteUrl: 'https://shop.example/' });
    expect(siteOrigin()).toBe('https://shop.example');
  });

  it("is the page's origin when none is configured (a browser), an error on a server", () => {
    configureApiClient({ apiUrl: 'http://localhost:3000/api' });
    expect(() => siteOrigin()).toThrow('siteUrl');
    const page = globalThis as { location?: unknown };
    page.location = { origin: 'http://localhost:4200', href: 'http://localhost:4200/shops' };
    try {
      expect(siteOrigin()).toBe('http://localhost:4200');
    } finally {
      delete page.location;
    }
  });
});
