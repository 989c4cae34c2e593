import {
  AUTH_MESSAGES,
  EMAIL_PATTERN,
  emailError,
  nameError,
  newPasswordError,
  normalizeEmail,
  PASSWORD_MIN_LENGTH,
  passwordError,
  validateLogin,
  validateNewPassword,
  validateResetRequest,
  validateSignup,
} from './auth-validation';

describe('auth validation messages (spec §5)', () => {
  it('are the exact texts of the spec', () => {
    expect(AUTH_MESSAGES).toEqual({
      emailRequired: 'Email is Required',
      emailInvalid: 'Provide a valid Email',
      passwordRequired: 'Password is Required',
      passwordTooShort: 'Must be 6 characters or longer',
      nameRequired: 'Name is Required',
      passwordTooCommon: 'This password is too common',
    });
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });
});

describe('EMAIL_PATTERN', () => {
  it.each(['customer@shop.com', 'a1@b.io', '123@abc.net', 'user@mail.bd', 'first.last@mail.com', 'x+tag@gmail.com'])(
    'accepts %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(true),
  );

  it.each([
    'plainaddress',
    '@mail.com',
    'user@',
    'user@mail',
    'user@mail.c',
    'USER@MAIL.COM',
    'user@mail1.com',
    'user@.com',
    'user mail.com',
  ])('rejects %s', (email) => expect(EMAIL_PATTERN.test(email)).toBe(false));

  it('matches anywhere in the input, like the form the spec describes', () => {
    expect(EMAIL_PATTERN.test('Name <a@b.com>')).toBe(true);
    expect(EMAIL_PATTERN.test('user@mail.comm')).toBe(true);
  });
});

describe('emailError', () => {
  it.each([undefined, null, '', '   ', 42, { $gt: '' }])('says Email is Required for %p', (value) => {
    expect(emailError(value)).toBe('Email is Required');
  });

  it('says Provide a valid Email for a value off the pattern', () => {
    expect(emailError('not-an-email')).toBe('Provide a valid Email');
    expect(emailError('CAPS@SHOP')).toBe('Provide a valid Email');
  });

  it('accepts a valid email', () => {
    expect(emailError('customer@shop.com')).toBeUndefined();
  });

  it('checks the address lower-cased and trimmed, as it is kept: Walker@Example.com is valid', () => {
    expect(emailError('Walker@Example.com')).toBeUndefined();
    expect(emailError(' CAPS@SHOP.COM ')).toBeUndefined();
    expect(
      validateSignup({ name: 'Walker', email: 'Walker@Example.com', password: 'Secret#2026' }),
    ).toEqual({});
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases a string, and leaves other values alone', () => {
    expect(normalizeEmail(' Walker@Example.COM ')).toBe('walker@example.com');
    expect(normalizeEmail(42)).toBe(42);
    expect(normalizeEmail(undefined)).toBeUndefined();
  });
});

describe('passwordError', () => {
  it.each([undefined, null, '', 123456])('says Password is Required for %p', (value) => {
    expect(passwordError(value)).toBe('Password is Required');
  });

  it('counts spaces: a blank password of 6 spaces is long enough, of 5 is not', () => {
    expect(passwordError('      ')).toBeUndefined();
    expect(passwordError('     ')).toBe('Must be 6 characters or longer');
  });

  it('draws the line at 6 characters', () => {
    expect(passwordError('12345')).toBe('Must be 6 characters or longer');
    expect(passwordError('a')).toBe('Must be 6 characters or longer');
    expect(passwordError('123456')).toBeUndefined();
    expect(passwordError('Admin#2026')).toBeUndefined();
  });
});

describe('nameError', () => {
  it.each([undefined, null, '', '  ', 7])('says Name is Required for %p', (value) => {
    expect(nameError(value)).toBe('Name is Required');
  });

  it('accepts any non-blank name', () => {
    expect(nameError('Rahim Uddin')).toBeUndefined();
    expect(nameError('রহিম')).toBeUndefined();
  });
});

describe('validateLogin', () => {
  it('is empty for a valid form', () => {
    expect(validateLogin({ email: 'customer@shop.com', password: 'Customer#2026' })).toEqual({});
  });

  it('reports each field', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is Required',
      password: 'Password is Required',
    });
    expect(validateLogin({})).toEqual({ email: 'Email is Required', password: 'Password is Required' });
    expect(validateLogin({ email: 'nope', password: '123' })).toEqual({
      email: 'Provide a valid Email',
      password: 'Must be 6 characters or longer',
    });
    expect(validateLogin({ email: 'a@b.com', password: '123' })).toEqual({ password: 'Must be 6 characters or longer' });
  });
});

describe('validateSignup', () => {
  it('is empty for a valid form', () => {
    expect(validateSignup({ name: 'Rahim', email: 'rahim@mail.com', password: 'secret1' })).toEqual({});
  });

  it('reports name, email and password in form order', () => {
    const errors = validateSignup({ name: ' ', email: 'x', password: '' });
    expect(errors).toEqual({ name: 'Name is Required', email: 'Provide a valid Email', password: 'Password is Required' });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'password']);
  });

  it('reports only the broken field', () => {
    expect(validateSignup({ name: '', email: 'rahim@mail.com', password: 'secret1' })).toEqual({ name: 'Name is Required' });
  });
});

describe('validateResetRequest', () => {
  it('checks the email only', () => {
    expect(validateResetRequest({ email: 'rahim@mail.com' })).toEqual({});
    expect(validateResetRequest({ email: '' })).toEqual({ email: 'Email is Required' });
    expect(validateResetRequest({ email: 'rahim' })).toEqual({ email: 'Provide a valid Email' });
  });
});

describe('validateNewPassword', () => {
  it('answers a {password} map', () => {
    expect(validateNewPassword('secret1')).toEqual({});
    expect(validateNewPassword('')).toEqual({ password: 'Password is Required' });
    expect(validateNewPassword('abc')).toEqual({ password: 'Must be 6 characters or longer' });
  });
});

describe('newPasswordError', () => {
  const common = new Set(['password', '12345678', 'qwerty123']);
  const isCommon = (password: string) => common.has(password.toLowerCase());

  it('refuses a password on the list with the too-common message', () => {
    for (const password of ['password', '12345678', 'QWERTY123']) {
      expect(newPasswordError(password, isCommon)).toBe('This password is too common');
    }
  });

  it('keeps the length rules and their messages first (a short common password is too short)', () => {
    expect(newPasswordError('', isCommon)).toBe('Password is Required');
    expect(newPasswordError('12345', () => true)).toBe('Must be 6 characters or longer');
  });

  it('accepts a password off the list, and any long-enough password without a list (the browser)', () => {
    expect(newPasswordError('Customer#2026', isCommon)).toBeUndefined();
    expect(newPasswordError('password')).toBeUndefined();
  });

  it('is what sign-up and the new-password form check; login never is', () => {
    expect(validateSignup({ name: 'R', email: 'r@mail.com', password: 'password' }, isCommon)).toEqual({
      password: 'This password is too common',
    });
    expect(validateNewPassword('12345678', isCommon)).toEqual({ password: 'This password is too common' });
    expect(validateLogin({ email: 'r@mail.com', password: 'password' })).toEqual({});
  });
});
