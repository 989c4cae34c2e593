import { appendVary, etagMatches, pickEncoding, weakEtag } from './catalogue-cache.http';

describe('weakEtag', () => {
  it('is a weak tag that follows the content', () => {
    expect(weakEtag('[1]')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(weakEtag('[1]')).toBe(weakEtag('[1]'));
    expect(weakEtag('[1]')).not.toBe(weakEtag('[2]'));
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';

  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"x", W/"abc"', true],
    [' W/"x" ,"abc" ', true],
    ['*', true],
    [['W/"x"', 'W/"abc"'], true],
    ['W/"abcd"', false],
    ['W/"ab"', false],
    ['abc', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %p → %p', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', undefined],
    ['gzip;q=abc', undefined],
    [['deflate', 'gzip'], 'gzip'],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('appendVary', () => {
  it.each([
    [undefined, 'Accept-Encoding'],
    ['', 'Accept-Encoding'],
    ['Origin', 'Origin, Accept-Encoding'],
    ['Origin, accept-encoding', 'Origin, accept-encoding'],
    ['*', '*'],
  ])('%p + Accept-Encoding → %p', (current, expected) => {
    expect(appendVary(current, 'Accept-Encoding')).toBe(expected);
  });
});
