import { MODERATION_REASON_MAX, MODERATION_REASON_MIN } from '@shop/contracts';
import { MODERATION_MESSAGES, moderationReasonError, moderationReasonLength } from './moderation';

describe('moderationReasonError', () => {
  it.each([undefined, null, 42, '', '   ', ['spam']])('refuses %p as missing', (value) => {
    expect(moderationReasonError(value)).toBe(MODERATION_MESSAGES.required);
  });

  it('counts the trimmed text in characters, at both ends of the range', () => {
    expect(moderationReasonError('x'.repeat(MODERATION_REASON_MIN - 1))).toBe(
      MODERATION_MESSAGES.tooShort,
    );
    expect(moderationReasonError(`  ${'x'.repeat(MODERATION_REASON_MIN - 1)}  `)).toBe(
      MODERATION_MESSAGES.tooShort,
    );
    expect(moderationReasonError('x'.repeat(MODERATION_REASON_MIN))).toBeUndefined();
    expect(moderationReasonError('x'.repeat(MODERATION_REASON_MAX))).toBeUndefined();
    expect(moderationReasonError(` ${'x'.repeat(MODERATION_REASON_MAX)} `)).toBeUndefined();
    expect(moderationReasonError('x'.repeat(MODERATION_REASON_MAX + 1))).toBe(
      MODERATION_MESSAGES.tooLong,
    );
  });

  it('counts Bengali and emoji by code point', () => {
    expect(moderationReasonLength(' স্প্যাম ')).toBe(7);
    expect(moderationReasonError('😀😀😀')).toBeUndefined();
    expect(moderationReasonError('😀😀')).toBe(MODERATION_MESSAGES.tooShort);
  });

  it('refuses control characters anywhere in the reason, at its ends too (one line)', () => {
    expect(moderationReasonError('spam\nlink')).toBe(MODERATION_MESSAGES.controls);
    expect(moderationReasonError('spam\u0007')).toBe(MODERATION_MESSAGES.controls);
    expect(moderationReasonError('\nspam link\n')).toBe(MODERATION_MESSAGES.controls);
    expect(moderationReasonError('  spam link  ')).toBeUndefined();
  });

  it('states its limits in its messages', () => {
    expect(MODERATION_MESSAGES.tooShort).toBe('Reason must be at least 3 characters');
    expect(MODERATION_MESSAGES.tooLong).toBe('Reason must be 300 characters or shorter');
  });
});
