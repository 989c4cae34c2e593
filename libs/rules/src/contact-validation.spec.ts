import {
  CONTACT_LIMITS,
  contactEmailError,
  requiredMessage,
  tooLongMessage,
  validateContact,
} from './contact-validation';

const valid = { email: 'rahim@mail.com', subject: 'Order', message: 'Where is it?' };

describe('Contact Us validation', () => {
  it('keeps the API limits', () => {
    expect(CONTACT_LIMITS).toEqual({ email: 254, subject: 150, message: 5000 });
  });

  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names every missing field with the API’s message', () => {
    expect(validateContact({})).toEqual({
      email: 'Email is Required',
      subject: 'Subject is Required',
      message: 'Message is Required',
    });
    expect(validateContact({ email: '  ', subject: ' \n', message: '\t' })).toEqual({
      email: 'Email is Required',
      subject: 'Subject is Required',
      message: 'Message is Required',
    });
    expect(requiredMessage('Subject')).toBe('Subject is Required');
  });

  it.each(['Rahim@Mail.COM', ' x+tag@gmail.com ', 'first.last@my-shop.com.bd'])(
    'accepts the email %p',
    (email) => expect(contactEmailError(email)).toBeUndefined(),
  );

  it.each(['rahim', 'rahim@', '@mail.com', 'rahim@mail', 'ra him@mail.com', 'a@b.c'])(
    'refuses the email %p',
    (email) => expect(contactEmailError(email)).toBe('Provide a valid Email'),
  );

  it('refuses an email longer than the API stores', () => {
    const email = `${'a'.repeat(CONTACT_LIMITS.email)}@mail.com`;
    expect(contactEmailError(email)).toBe('Provide a valid Email');
  });

  it('counts the trimmed length: exactly the limit passes, one more fails', () => {
    const at = (n: number) => ` ${'s'.repeat(n)} `;
    expect(validateContact({ ...valid, subject: at(150), message: at(5000) })).toEqual({});
    expect(validateContact({ ...valid, subject: at(151), message: at(5001) })).toEqual({
      subject: 'Subject must be 150 characters or shorter',
      message: 'Message must be 5000 characters or shorter',
    });
    expect(tooLongMessage('Message', 5000)).toBe('Message must be 5000 characters or shorter');
  });
});
