import { headersToReplay } from './api-bare-http';

describe('headersToReplay', () => {
  it('keeps every header of the answer but those Node writes per answer', () => {
    expect(
      headersToReplay([
        'content-security-policy',
        "default-src 'none';frame-ancestors 'none'",
        'Date',
        'Sun, 29 Nov 2026 09:00:00 GMT',
        'etag',
        'W/"abc"',
        'Connection',
        'keep-alive',
        'Keep-Alive',
        'timeout=72',
        'content-length',
        '12',
        'Transfer-Encoding',
        'chunked',
      ]),
    ).toEqual([
      'content-security-policy',
      "default-src 'none';frame-ancestors 'none'",
      'etag',
      'W/"abc"',
      'content-length',
      '12',
    ]);
  });
});
