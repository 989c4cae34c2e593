import { customerText, neutraliseLinks, singleLine, WORD_JOINER } from './neutralise-links';

const ATTACK = 'Ayesha\n\nURGENT: your bKash refund is waiting. Log in at https://evil.example/bkash';

/** What a mail client's linkifier would find: a scheme URL, a www. name or a bare domain with a TLD. */
const LINKABLE = /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/i;

describe('neutraliseLinks', () => {
  it('leaves nothing linkable of the attack string, and reads the same without the joiners', () => {
    const safe = customerText(ATTACK);
    expect(safe).not.toMatch(LINKABLE);
    expect(safe).not.toContain('https://evil.example');
    expect(safe).not.toContain('evil.example');
    expect(safe.split(WORD_JOINER).join('')).toBe(
      'Ayesha URGENT: your bKash refund is waiting. Log in at https://evil.example/bkash',
    );
  });

  it.each([
    'www.evil.example',
    'evil.example',
    'EVIL.EXAMPLE/path?x=1',
    'http://1.2.3.4/login',
    'mail me at ayesha@evil.example',
    'evil。example',
    'evil．example',
    'sub.domain.evil.co.uk',
  ])('breaks %p', (text) => {
    const safe = neutraliseLinks(text);
    expect(safe).not.toMatch(LINKABLE);
    expect(safe.split(WORD_JOINER).join('')).toBe(text);
  });

  it('keeps plain names and Bengali text as they are', () => {
    for (const text of ['Rahim Uddin', 'আয়েশা সিদ্দিকা', "O'Brien-Khan", 'Dr. Rahman', 'House 12, Road 5. Dhanmondi']) {
      expect(neutraliseLinks(text)).toBe(text);
    }
  });

  it('uses a visible space for SMS', () => {
    expect(neutraliseLinks('see https://evil.example/bkash', ' ')).toBe('see https: //evil . example/bkash');
  });
});

describe('singleLine', () => {
  it('puts a text on one line: line breaks, tabs, control and bidi characters become one space', () => {
    expect(singleLine(' Ayesha\r\n\n\tURGENT\u0000now\u202e ')).toBe('Ayesha URGENT now');
  });
});
