import { REMOTE_ROUTES } from '@shop/contracts/src/remote-routes';
import { pageKey } from './page-cache';
import {
  isTrackingParameter,
  normalisePageUrl,
  pageCookies,
  pageLanguage,
  pageQueryOf,
  TRACKING_PARAMETERS,
} from './page-url';

describe('normalisePageUrl', () => {
  it('keeps the path as requested, its language prefix included', () => {
    expect(normalisePageUrl('/product/665f1e000000000000000001')).toBe(
      '/product/665f1e000000000000000001',
    );
    expect(normalisePageUrl('/bn/shops')).toBe('/bn/shops');
    expect(normalisePageUrl('/')).toBe('/');
    expect(normalisePageUrl('/shops?')).toBe('/shops');
  });

  it('keeps only the parameters the route reads: every one of /shops, a product its variant', () => {
    const shops = ['q', 'category', 'sort', 'page', 'brand', 'min', 'max', 'inStock', 'spec'];
    expect(pageQueryOf('/shops')).toEqual(shops);
    expect(pageQueryOf('/bn/shops')).toEqual(shops);
    expect(normalisePageUrl('/shops?q=router&category=Router&sort=price_asc&page=2&x=1')).toBe(
      '/shops?q=router&category=Router&sort=price_asc&page=2',
    );
    // The home page reads no parameter, whatever it is called; a product only its variant.
    expect(normalisePageUrl('/?q=router&page=2')).toBe('/');
    expect(normalisePageUrl('/product/1?sort=price_asc')).toBe('/product/1');
    expect(normalisePageUrl('/bn/product/1?utm_source=fb&v=A15-8-256-BLUE&x=1')).toBe(
      '/bn/product/1?v=A15-8-256-BLUE',
    );
    // A path no public route answers (the not-found page) reads none either.
    expect(normalisePageUrl('/nowhere?q=1')).toBe('/nowhere');
  });

  it('drops tracking parameters: campaign tags, click ids, referral tags', () => {
    for (const name of [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'fbclid',
      'gclid',
      'msclkid',
      'mc_cid',
      'mc_eid',
      '_ga',
      'ref',
    ]) {
      expect(isTrackingParameter(name)).toBe(true);
      expect(normalisePageUrl(`/shops?${name}=x1&category=Router`)).toBe('/shops?category=Router');
      expect(normalisePageUrl(`/bn?${name}=x2`)).toBe('/bn');
    }
    expect(isTrackingParameter('category')).toBe(false);
  });

  it('lets no route read a tracking parameter (it would be dropped)', () => {
    for (const row of REMOTE_ROUTES) {
      for (const name of 'query' in row ? row.query : []) {
        expect(TRACKING_PARAMETERS.some((pattern) => pattern.test(name))).toBe(false);
      }
    }
  });

  it('takes the first value of a parameter given twice, and an empty one as none', () => {
    expect(normalisePageUrl('/shops?category=Router&category=Switch')).toBe(
      '/shops?category=Router',
    );
    expect(normalisePageUrl('/shops?category=&sort=price_asc&page=')).toBe('/shops?sort=price_asc');
  });

  it('puts the parameters in one order and encodes them one way', () => {
    const one = normalisePageUrl('/shops?category=Router&sort=price_desc');
    expect(normalisePageUrl('/shops?sort=price_desc&category=Router')).toBe(one);
    expect(normalisePageUrl('/shops?page=3&utm_source=x&sort=price_desc&category=Router')).toBe(
      `${one}&page=3`,
    );
    expect(normalisePageUrl('/shops?q=wifi+router')).toBe(
      normalisePageUrl('/shops?q=wifi%20router'),
    );
    expect(
      normalisePageUrl('/shops?q=%E0%A6%B0%E0%A6%BE%E0%A6%89%E0%A6%9F%E0%A6%BE%E0%A6%B0'),
    ).toBe(normalisePageUrl('/shops?q=রাউটার'));
  });
});

describe('pageLanguage', () => {
  it('is the lang cookie as the shop resolves it: unknown or missing is English', () => {
    expect(pageLanguage('lang=bn')).toBe('bn');
    expect(pageLanguage('shop_refresh=secret; lang=bn')).toBe('bn');
    expect(pageLanguage('lang=en')).toBe('en');
    expect(pageLanguage('lang=xx')).toBe('en');
    expect(pageLanguage('lang=%ZZ')).toBe('en');
    expect(pageLanguage('other=1')).toBe('en');
    expect(pageLanguage(undefined)).toBe('en');
    expect(pageCookies('bn')).toBe('lang=bn');
  });
});

describe('pageKey with the normalised URL and language', () => {
  const base = { template: '<html></html>', releases: { mfe_shop: 'abc' } };
  const key = (url: string, cookies?: string) => pageKey({ ...base, url, cookies });

  it('is one key for a page whatever tracking parameters, order or lang value came with it', () => {
    expect(key('/shops?utm_source=x1')).toBe(key('/shops'));
    expect(key('/shops?fbclid=IwAR0abc')).toBe(key('/shops'));
    expect(key('/shops?category=a&sort=b')).toBe(key('/shops?sort=b&category=a'));
    expect(key('/shops', 'lang=xx')).toBe(key('/shops'));
    expect(key('/shops', 'lang=xx')).toBe(key('/shops', 'lang=en'));
  });

  it('still tells apart what changes the page', () => {
    expect(key('/shops?q=router')).not.toBe(key('/shops?q=switch'));
    expect(key('/shops?page=2')).not.toBe(key('/shops'));
    expect(key('/shops', 'lang=bn')).not.toBe(key('/shops'));
    expect(key('/bn/shops')).not.toBe(key('/shops'));
  });
});
