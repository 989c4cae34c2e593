import { requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('follows the lang cookie first', () => {
    expect(requestLanguage({ cookie: 'a=1; lang=bn', 'accept-language': 'en-US' })).toBe('bn');
  });

  it('falls back to the first Bengali or English Accept-Language tag', () => {
    expect(requestLanguage({ 'accept-language': 'fr;q=0.9, bn-BD;q=0.8, en;q=0.5' })).toBe('bn');
    expect(requestLanguage({ cookie: 'lang=de', 'accept-language': 'en-GB' })).toBe('en');
  });

  it('is English otherwise, even for broken headers', () => {
    expect(requestLanguage({})).toBe('en');
    expect(requestLanguage({ cookie: 'lang=%ZZ', 'accept-language': ';;,' })).toBe('en');
  });
});
