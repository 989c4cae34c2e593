import {
  formatBkashAmount,
  INSUFFICIENT_BALANCE_WALLET,
  type RunningBkashSimulator,
  SIMULATOR_CREDENTIALS,
  startBkashSimulator,
  TOKEN_LIFETIME_SECONDS,
} from './index';

/** The simulator answers as bKash's documentation says (services/src/payments/bkash/README.md). */
describe('bKash simulator', () => {
  let sim: RunningBkashSimulator;
  let token = '';

  beforeAll(async () => {
    sim = await startBkashSimulator({ port: 0 });
  });
  afterAll(() => sim.close());

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${sim.baseUrl}/tokenized/checkout${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const grant = (
    headers: Record<string, string> = { username: SIMULATOR_CREDENTIALS.username, password: SIMULATOR_CREDENTIALS.password },
  ) =>
    post('/token/grant', { app_key: SIMULATOR_CREDENTIALS.appKey, app_secret: SIMULATOR_CREDENTIALS.appSecret }, headers);
  const authed = (path: string, body: unknown) =>
    post(path, body, { authorization: token, 'x-app-key': SIMULATOR_CREDENTIALS.appKey });
  const create = (overrides: Record<string, unknown> = {}) =>
    authed('/create', {
      mode: '0011',
      payerReference: '01712345678',
      callbackURL: 'http://localhost:3000/api/payments/bkash/callback',
      amount: '1450.00',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: '665f1e0000000000000000c1',
      ...overrides,
    });

  it('grants a token for an hour to the merchant (username and password headers, app key and secret)', async () => {
    expect((await grant({ username: 'someone', password: 'else' })).status).toBe(401);
    const granted = await grant();
    expect(granted.body).toMatchObject({ statusCode: '0000', token_type: 'Bearer', expires_in: TOKEN_LIFETIME_SECONDS });
    token = String(granted.body.id_token);
    const refreshed = await post(
      '/token/refresh',
      { app_key: SIMULATOR_CREDENTIALS.appKey, app_secret: SIMULATOR_CREDENTIALS.appSecret, refresh_token: granted.body.refresh_token },
      { username: SIMULATOR_CREDENTIALS.username, password: SIMULATOR_CREDENTIALS.password },
    );
    expect(refreshed.body.id_token).toEqual(expect.any(String));
    expect(refreshed.body.refresh_token).toBe(granted.body.refresh_token);
  });

  it.each([
    [{ mode: '0001' }, '2063'],
    [{ amount: '12.345' }, '2006'],
    [{ amount: 1450 }, '2006'],
    [{ currency: 'USD' }, '2007'],
    [{ intent: 'authorization' }, '2008'],
    [{ callbackURL: 'javascript:alert(1)' }, '2049'],
  ])('refuses a payment with %p: statusCode %s', async (overrides, code) => {
    expect((await create(overrides)).body.statusCode).toBe(code);
  });

  it('refuses calls without a valid token (401) or with another app key (2001)', async () => {
    expect((await post('/create', {}, { authorization: 'nope', 'x-app-key': SIMULATOR_CREDENTIALS.appKey })).status).toBe(401);
    expect((await post('/create', {}, { authorization: token, 'x-app-key': 'other' })).body.statusCode).toBe('2001');
  });

  it('executes an approved payment once (then 2117), and refunds it once per sku', async () => {
    const created = (await create()).body;
    expect(created).toMatchObject({ statusCode: '0000', transactionStatus: 'Initiated', amount: '1450.00' });
    const paymentID = String(created.paymentID);
    expect((await authed('/execute', { paymentID })).body.statusCode).toBe('2056');
    sim.approve(paymentID);
    const executed = (await authed('/execute', { paymentID })).body;
    expect(executed).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', merchantInvoiceNumber: '665f1e0000000000000000c1' });
    expect(executed.trxID).toMatch(/^[A-Z0-9]{10}$/);
    expect((await authed('/execute', { paymentID })).body.statusCode).toBe('2117');
    expect((await authed('/payment/status', { paymentID })).body).toMatchObject({ transactionStatus: 'Completed', trxID: executed.trxID });

    const refund = (sku: string, amount: string) => authed('/payment/refund', { paymentID, trxID: executed.trxID, amount, sku, reason: 'test' });
    const first = (await refund('key-1', '450.00')).body;
    expect(first).toMatchObject({ statusCode: '0000', transactionStatus: 'Completed', amount: '450.00' });
    expect((await refund('key-1', '450.00')).body.refundTrxID).toBe(first.refundTrxID);
    expect((await refund('key-2', '1000.01')).body.statusCode).toBe('2026');
    expect((await refund('key-2', '1000.00')).body.statusCode).toBe('0000');
  });

  it('fails an approved payment of the insufficient-balance wallet at execute (2023)', async () => {
    const paymentID = String((await create()).body.paymentID);
    sim.approve(paymentID, INSUFFICIENT_BALANCE_WALLET);
    expect((await authed('/execute', { paymentID })).body).toEqual({ statusCode: '2023', statusMessage: 'Insufficient Balance' });
  });

  it('labels its page as a simulator and redirects Cancel to the callback', async () => {
    const created = (await create()).body;
    const page = await fetch(String(created.bkashURL));
    const html = await page.text();
    expect(html).toContain('bKash simulator — no real money moves');
    expect(html).toContain('name="viewport"');
    // The amount as the shop writes taka, in a face that has ৳, served by the simulator itself.
    expect(html).toContain('Pay <strong>৳1,450</strong>');
    expect(html).toMatch(/body\{[^}]*font-family:"Noto Sans Bengali",/);
    const fontUrl = /src:url\((\/fonts\/noto-sans-bengali-400\.woff2)\)/.exec(html)?.[1];
    const font = await fetch(new URL(fontUrl!, String(created.bkashURL)));
    expect([font.status, font.headers.get('content-type')]).toEqual([200, 'font/woff2']);
    expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    const cancel = await fetch(String(created.bkashURL), { method: 'POST', body: new URLSearchParams({ action: 'cancel' }), redirect: 'manual' });
    expect(cancel.status).toBe(302);
    expect(cancel.headers.get('location')).toBe(
      `http://localhost:3000/api/payments/bkash/callback?paymentID=${String(created.paymentID)}&status=cancel`,
    );
  });

  it.each([
    ['38500.00', '৳38,500'],
    ['1450.50', '৳1,450.50'],
    ['125000', '৳1,25,000'],
    ['99.5', '৳99.50'],
    ['0.05', '৳0.05'],
  ])('writes the amount %s as %s', (amount, text) => {
    expect(formatBkashAmount(amount)).toBe(text);
  });
});
