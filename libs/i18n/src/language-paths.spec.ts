import {
  hasLanguagePrefix,
  languageBasename,
  languageFromPath,
  localizedPath,
  stripLanguagePrefix,
} from './language-paths';

describe('language paths', () => {
  it.each([
    ['/', 'en'],
    ['/shops', 'en'],
    ['/bn', 'bn'],
    ['/bn/', 'bn'],
    ['/bn/product/abc', 'bn'],
    ['/bnx', 'en'],
    ['/brand/bn', 'en'],
  ])('%s is in %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
    expect(hasLanguagePrefix(path)).toBe(language === 'bn');
  });

  it('strips the prefix, down to the root', () => {
    expect(stripLanguagePrefix('/bn')).toBe('/');
    expect(stripLanguagePrefix('/bn/')).toBe('/');
    expect(stripLanguagePrefix('/bn/shops')).toBe('/shops');
    expect(stripLanguagePrefix('/bnx')).toBe('/bnx');
    expect(stripLanguagePrefix('/shops')).toBe('/shops');
  });

  it('moves a URL between languages, keeping its query and hash', () => {
    expect(localizedPath('/', 'bn')).toBe('/bn');
    expect(localizedPath('/shops?page=2&sort=price', 'bn')).toBe('/bn/shops?page=2&sort=price');
    expect(localizedPath('/bn/shops?page=2#top', 'en')).toBe('/shops?page=2#top');
    expect(localizedPath('/bn', 'en')).toBe('/');
    expect(localizedPath('/bn/product/1', 'bn')).toBe('/bn/product/1');
    expect(localizedPath('?q=1', 'bn')).toBe('/bn?q=1');
  });

  it('gives Bengali a router basename and English none', () => {
    expect(languageBasename('bn')).toBe('/bn');
    expect(languageBasename('en')).toBeUndefined();
  });
});
