import { AUTH_MESSAGES, newPasswordError } from '@shop/rules';
import { COMMON_PASSWORD_COUNT, commonPasswordList, isCommonPassword } from './common-passwords';

describe('the common-password list the API ships', () => {
  it(`holds the ${COMMON_PASSWORD_COUNT} most common passwords the length rule lets through`, () => {
    const list = commonPasswordList();
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(list.size).toBe(COMMON_PASSWORD_COUNT);
    expect([...list].every((password) => password.length >= 6 && password === password.toLowerCase())).toBe(true);
  });

  it("refuses the issue's examples and other well-known ones, ignoring case", () => {
    for (const password of ['password', '12345678', 'qwerty123', 'iloveyou', 'Password1', 'LETMEIN', 'football']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
    }
  });

  it('lets the seeded and the test passwords through', () => {
    for (const password of ['Admin#2026', 'Customer#2026', 'Secret#2026', 'Right#2026', 'Brand-New#2026']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: false });
    }
  });

  it("is the check @shop/rules' newPasswordError takes", () => {
    expect(newPasswordError('12345678', isCommonPassword)).toBe(AUTH_MESSAGES.passwordTooCommon);
    expect(newPasswordError('Customer#2026', isCommonPassword)).toBeUndefined();
  });
});
