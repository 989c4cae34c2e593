import { createTransport } from 'nodemailer';
import { GO_INSTALL_TIMEOUT_MS } from '../go-binary';
import { freePorts } from '../stack';
import { MailpitClient, MailpitConfigError, readMailpitPorts, startMailpit } from '.';

describe('readMailpitPorts', () => {
  it('defaults to Mailpit’s usual ports and reads MAILPIT_SMTP_PORT / MAILPIT_UI_PORT', () => {
    expect(readMailpitPorts({})).toEqual({ smtp: 1025, ui: 8025 });
    expect(readMailpitPorts({ MAILPIT_SMTP_PORT: '2525', MAILPIT_UI_PORT: '9025' })).toEqual({ smtp: 2525, ui: 9025 });
  });

  it('names a malformed or clashing port variable', () => {
    expect(() => readMailpitPorts({ MAILPIT_UI_PORT: 'web' })).toThrow('MAILPIT_UI_PORT must be a port number between 1 and 65535, not "web"');
    expect(() => readMailpitPorts({ MAILPIT_SMTP_PORT: '3000' }, new Map([[3000, 'API_PORT']]))).toThrow(new MailpitConfigError('API_PORT and MAILPIT_SMTP_PORT both use port 3000'));
    expect(() => readMailpitPorts({ MAILPIT_SMTP_PORT: '8025' })).toThrow('MAILPIT_SMTP_PORT and MAILPIT_UI_PORT both use port 8025');
  });
});

describe('startMailpit', () => {
  it('catches a mail sent over SMTP and gives its text and HTML through the API', async () => {
    // Chosen together: two probes one after the other may be handed the same port.
    const [smtp, ui] = await freePorts(2);
    const mailpit = await startMailpit({ smtp, ui });
    try {
      await createTransport(mailpit.smtpUrl).sendMail({
        from: 'TechParts BD <no-reply@techparts.local>',
        to: 'rahim@mail.com',
        subject: 'অর্ডার #00A1B2 বাতিল করা হয়েছে',
        text: 'মোট ৳১২,৫০০',
        html: '<p>মোট ৳১২,৫০০</p>',
      });
      const message = await new MailpitClient(mailpit.uiUrl).waitForMessage('rahim@mail.com', /বাতিল/);
      expect(message.To).toEqual([{ Name: '', Address: 'rahim@mail.com' }]);
      expect(message.Text).toContain('মোট ৳১২,৫০০');
      expect(message.HTML).toContain('<p>মোট ৳১২,৫০০</p>');
    } finally {
      await mailpit.stop();
    }
    // On a machine without Mailpit the first run builds it (`npm test` does that before any test).
  }, GO_INSTALL_TIMEOUT_MS + 60_000);
});
