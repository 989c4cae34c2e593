import { oneLine } from './one-line';

describe('oneLine', () => {
  it('puts a stored text on one line', () => {
    expect(oneLine('Ayesha\n\nURGENT: your bKash refund is waiting.\r\n\tLog in')).toBe(
      'Ayesha URGENT: your bKash refund is waiting. Log in',
    );
    expect(oneLine('Rahim \u202eniduU\u0007 ')).toBe('Rahim niduU');
  });

  it('keeps ordinary names, Bengali included', () => {
    expect(oneLine('আয়েশা সিদ্দিকা')).toBe('আয়েশা সিদ্দিকা');
    expect(oneLine('Boat Airdopes 141')).toBe('Boat Airdopes 141');
  });
});
