import { HttpSmsProvider, toMsisdn } from './http-sms.provider';

describe('HttpSmsProvider', () => {
  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it('posts the SSL Wireless v3 fields and returns the gateway reference', async () => {
    const fetch = answer(200, { status_code: 200, smsinfo: [{ reference_id: 'ref-1' }] });
    const provider = new HttpSmsProvider({ url: 'https://sms.example/api/v3/send-sms', token: 't0k', senderId: 'TechPartsBD', fetch });
    await expect(provider.send({ to: '01712345678', text: 'অর্ডার #00A1B2', reference: 'abc' })).resolves.toEqual({ id: 'ref-1' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://sms.example/api/v3/send-sms');
    expect(JSON.parse(init.body)).toEqual({ api_token: 't0k', sid: 'TechPartsBD', msisdn: '8801712345678', sms: 'অর্ডার #00A1B2', csms_id: 'abc' });
  });

  it('fails (to be retried) on an HTTP error or a refusal in the body', async () => {
    const down = new HttpSmsProvider({ url: 'https://x', token: 't', senderId: 's', fetch: answer(503, {}) });
    await expect(down.send({ to: '01712345678', text: 'x', reference: 'r' })).rejects.toThrow('SMS gateway answered 503');
    const refused = new HttpSmsProvider({ url: 'https://x', token: 't', senderId: 's', fetch: answer(200, { status_code: 4001, error_message: 'Invalid token' }) });
    await expect(refused.send({ to: '01712345678', text: 'x', reference: 'r' })).rejects.toThrow('Invalid token');
  });

  it('writes Bangladeshi numbers with the country code', () => {
    expect(toMsisdn('01712345678')).toBe('8801712345678');
    expect(toMsisdn('+880 1712-345678')).toBe('8801712345678');
  });
});
