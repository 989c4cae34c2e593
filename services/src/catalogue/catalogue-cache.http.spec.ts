import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedAnswer, MAX_REPLAYS_PER_ANSWER } from './catalogue-cache';
import {
  answerVariant,
  appendVary,
  encodingFor,
  etagMatches,
  flatHeaders,
  noteServed,
  pickEncoding,
  rememberServedAnswer,
  weakEtag,
} from './catalogue-cache.http';

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

describe('answer variants', () => {
  it('compresses only answers over the threshold, in the encoding the client accepts', () => {
    expect(encodingFor('gzip, br', 1023)).toBeUndefined();
    expect(encodingFor('gzip, br', 1024)).toBe('br');
    expect(encodingFor(undefined, 5000)).toBeUndefined();
    // Read once per header, then remembered: the same answer every time.
    for (let i = 0; i < 2; i++) {
      expect(encodingFor('br;q=0, gzip', 5000)).toBe('gzip');
      expect(encodingFor('identity', 5000)).toBeUndefined();
    }
  });

  it('tells apart the encoding and the Origin, nothing else', () => {
    const variants = [
      answerVariant(undefined, undefined),
      answerVariant('br', undefined),
      answerVariant('gzip', undefined),
      answerVariant(undefined, 'http://localhost:4200'),
      answerVariant('br', 'http://localhost:4200'),
    ];
    expect(new Set(variants).size).toBe(variants.length);
    expect(answerVariant('br', 'http://a')).toBe(answerVariant('br', 'http://a'));
  });

  it('flattens reply headers as writeHead takes them', () => {
    expect(
      flatHeaders({
        etag: 'W/"x"',
        'content-length': 12,
        vary: ['Origin', 'Accept-Encoding'],
        gone: undefined,
      }),
    ).toEqual([
      'etag',
      'W/"x"',
      'content-length',
      '12',
      'vary',
      'Origin',
      'vary',
      'Accept-Encoding',
    ]);
  });
});

describe('rememberServedAnswer', () => {
  const body = Buffer.from('[1,2,3]');
  const sent = (method: string, statusCode: number, headers: Record<string, unknown>) => {
    const answer = new CachedAnswer('[1,2,3]');
    const request = { method } as FastifyRequest;
    noteServed(request, answer, 'v', body);
    const done = jest.fn();
    rememberServedAnswer(
      request,
      { statusCode, getHeaders: () => headers } as unknown as FastifyReply,
      done,
    );
    expect(done).toHaveBeenCalled();
    return answer.replayFor('v');
  };
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
  };

  it('keeps the headers and bytes of a 200 to a GET', () => {
    expect(sent('GET', 200, headers)).toEqual({ headers: flatHeaders(headers), body });
  });

  it('keeps nothing of a 304, a HEAD, an answer that sets a cookie or one of another length', () => {
    expect(sent('GET', 304, headers)).toBeUndefined();
    expect(sent('HEAD', 200, headers)).toBeUndefined();
    expect(sent('GET', 200, { ...headers, 'set-cookie': 'a=b' })).toBeUndefined();
    expect(sent('GET', 200, { ...headers, 'content-length': '99' })).toBeUndefined();
  });

  it('keeps a bounded number of variants per answer', () => {
    const answer = new CachedAnswer('[]');
    const replay = { headers: [], body: Buffer.alloc(0) };
    for (let i = 0; i < MAX_REPLAYS_PER_ANSWER + 5; i++)
      answer.rememberReplay(`origin ${i}`, replay);
    expect(answer.replayFor(`origin ${MAX_REPLAYS_PER_ANSWER - 1}`)).toBe(replay);
    expect(answer.replayFor(`origin ${MAX_REPLAYS_PER_ANSWER}`)).toBeUndefined();
  });
});
