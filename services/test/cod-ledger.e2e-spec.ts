/**
 * Cash-on-delivery reconciliation: consignments the couriers module keeps (one moved by Steadfast's
 * own webhook), payouts recorded by hand and imported from a statement, against the real API.
 */
import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AuditEntryPage, CodLedgerPage, CodLedgerRow } from '@shop/contracts';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { Shipment } from '../src/couriers/schemas/shipment.schema';
import { bootApp, dropAndClose } from './helpers/app';
import { ADMIN, bearer, CUSTOMER, login, nextAddress, type Session } from './helpers/auth';
import { multipartFile } from './helpers/multipart';

const WEBHOOK_TOKEN = 'cod-ledger-e2e-token';
const HEADER = 'consignment_id,collected,delivery_charge,cod_fee,paid,reference,paid_on';

describe('COD ledger', () => {
  let app: NestFastifyApplication;
  let admin: Session;
  let customer: Session;
  let shipments: Model<Shipment>;

  /** A booked consignment as the couriers module writes it. */
  async function consignment(
    courier: 'steadfast' | 'pathao' | 'redx',
    consignmentId: string,
    codAmount: number,
    state = 'in_transit',
    payload?: Record<string, unknown>,
  ) {
    await shipments.collection.insertOne({
      orderId: new Types.ObjectId(),
      courier,
      invoice: `INV${consignmentId}`,
      consignmentId,
      booking: 'booked',
      bookingAttemptAt: new Date(),
      codAmount,
      state,
      events: payload
        ? [
            {
              key: consignmentId,
              rawStatus: state,
              state,
              at: new Date(),
              receivedAt: new Date(),
              source: 'webhook',
              applied: true,
              payload,
            },
          ]
        : [],
      needsAttention: false,
      orderMovePending: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  }

  const ledger = async (query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/cod-ledger${query}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    return res.json<CodLedgerPage>();
  };
  const row = async (consignmentId: string): Promise<CodLedgerRow> =>
    (await ledger('?limit=100')).items.find((item) => item.consignmentId === consignmentId)!;
  const payout = (payload: unknown, session: Session = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/cod-ledger/payouts',
      payload: payload as never,
      headers: bearer(session),
    });
  const statement = (courier: string, csv: string, session: Session = admin) => {
    const { payload, headers } = multipartFile(
      'statement',
      Buffer.from(csv),
      'statement.csv',
      'text/csv',
    );
    return app.inject({
      method: 'POST',
      url: `/api/admin/cod-ledger/statements?courier=${courier}`,
      payload,
      headers: { ...headers, ...bearer(session) },
      remoteAddress: nextAddress(),
    });
  };

  beforeAll(async () => {
    app = await bootApp({
      database: 'e2e-cod-ledger',
      env: { STEADFAST_WEBHOOK_TOKEN: WEBHOOK_TOKEN },
    });
    admin = await login(app, ADMIN);
    customer = await login(app, CUSTOMER);
    shipments = app.get<Model<Shipment>>(getModelToken(Shipment.name));
  });

  afterAll(() => dropAndClose(app));

  it("Steadfast's delivery webhook gives the figures; a payout of what is due clears it", async () => {
    await consignment('steadfast', '9001', 1500);
    const delivered = await app.inject({
      method: 'POST',
      url: '/api/couriers/steadfast/webhook',
      headers: { authorization: `Bearer ${WEBHOOK_TOKEN}` },
      payload: {
        notification_type: 'delivery_status',
        consignment_id: 9001,
        invoice: 'INV9001',
        cod_amount: '1500.00',
        status: 'delivered',
        delivery_charge: 60,
        updated_at: '2026-11-28 12:00:00',
      },
    });
    expect(delivered.json()).toMatchObject({ status: 'success' });
    expect(await row('9001')).toMatchObject({
      state: 'delivered',
      amountToCollect: 1500,
      collected: 1500,
      deliveryCharge: 60,
      payoutExpected: 1440,
      payoutReceived: 0,
      status: 'awaiting_payout',
      differences: [],
      figuresFrom: 'courier',
    });

    const paid = await payout({
      courier: 'steadfast',
      paidOn: '2026-11-29',
      reference: 'SF-PAY-1',
      amount: 1440,
      allocations: [{ consignmentId: '9001', amount: 1440 }],
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      amount: 1440,
      allocated: 1440,
      duplicate: false,
      source: 'manual',
    });
    expect(await row('9001')).toMatchObject({
      payoutReceived: 1440,
      difference: 0,
      status: 'settled',
      differences: [],
    });

    // Typed in again: answered as the first, nothing counted twice; another amount is refused.
    const again = await payout({
      courier: 'steadfast',
      paidOn: '2026-11-29',
      reference: 'SF-PAY-1',
      amount: 1440,
    });
    expect(again.json()).toMatchObject({ duplicate: true });
    const other = await payout({
      courier: 'steadfast',
      paidOn: '2026-11-29',
      reference: 'SF-PAY-1',
      amount: 1000,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await row('9001')).payoutReceived).toBe(1440);

    const activity = await app.inject({
      method: 'GET',
      url: '/api/admin/activity?action=cod.payout-recorded',
      headers: bearer(admin),
    });
    expect(activity.json<AuditEntryPage>().items).toEqual([
      expect.objectContaining({
        action: 'cod.payout-recorded',
        target: expect.objectContaining({
          type: 'cod-payout',
          label: 'Steadfast · SF-PAY-1 · Tk 1,440',
        }),
      }),
    ]);
  });

  it('a partial payout leaves the difference; the courier owes the rest', async () => {
    await consignment('pathao', 'DL-P1', 2000, 'delivered', {
      collected_amount: 2000,
      delivery_fee: 70,
      cod_fee: 20,
    });
    await consignment('pathao', 'DL-P2', 800, 'delivered', {
      collected_amount: 750,
      delivery_fee: 70,
      cod_fee: 8,
    });
    await consignment('pathao', 'DL-P3', 500, 'in_transit');
    const before = (await ledger()).totals.find((total) => total.courier === 'pathao')!;
    expect(before).toMatchObject({
      payoutExpected: 1910 + 672,
      payoutReceived: 0,
      owed: 1910 + 672,
    });
    // Collected less than asked: differs before any payout.
    expect(await row('DL-P2')).toMatchObject({ collected: 750, differences: ['collected'] });

    // No allocation named: the oldest owed consignment first.
    const paid = await payout({
      courier: 'pathao',
      paidOn: '2026-11-29',
      reference: 'PT-77',
      amount: 1000,
    });
    expect(paid.statusCode).toBe(201);
    expect(await row('DL-P1')).toMatchObject({
      payoutReceived: 1000,
      difference: 910,
      status: 'short',
      differences: ['payout'],
    });
    expect(await row('DL-P3')).toMatchObject({ status: 'in_transit', payoutExpected: 0 });
    const after = (await ledger()).totals.find((total) => total.courier === 'pathao')!;
    expect(after.owed).toBe(before.owed - 1000);

    const differing = await ledger('?courier=pathao&differing=true');
    expect(differing.items.map((item) => item.consignmentId).sort()).toEqual(['DL-P1', 'DL-P2']);
  });

  it('a statement with a bad row is refused naming the row and column, and nothing is imported', async () => {
    await consignment('redx', 'RX100', 1200, 'delivered');
    await consignment('redx', 'RX101', 900, 'returned');
    const bad = await statement(
      'redx',
      `${HEADER}\nRX100,1200,60,12,1128,RX-PAY-9,2026-11-28\nRX101,0,60,0,-60,RX-PAY-9,28/11/2026\n`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Statement row 3, column paid_on: "28/11/2026" is not a day (YYYY-MM-DD)',
    });
    const unknown = await statement(
      'redx',
      `${HEADER}\nRX100,1200,60,12,1128,RX-PAY-9,2026-11-28\nRX999,0,60,0,-60,RX-PAY-9,2026-11-28\n`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Statement row 3, column consignment_id: no RedX consignment RX999 in the shop',
    );
    expect(await row('RX100')).toMatchObject({ payoutReceived: 0, figuresFrom: 'none' });
    expect((await ledger()).totals.find((total) => total.courier === 'redx')).toMatchObject({
      payoutReceived: 0,
      unallocated: 0,
    });
  });

  it('the same statement imported twice doubles nothing', async () => {
    const csv = `${HEADER}\r\nRX100,1200,60,12,1128,RX-PAY-10,2026-11-28\r\nRX101,0,60,0,-60,RX-PAY-10,2026-11-28\r\n`;
    const first = await statement('redx', csv);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      courier: 'redx',
      rows: 2,
      payoutsRecorded: 1,
      alreadyRecorded: 0,
    });
    const second = await statement('redx', csv);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({
      courier: 'redx',
      rows: 2,
      payoutsRecorded: 0,
      alreadyRecorded: 1,
    });

    expect(await row('RX100')).toMatchObject({
      collected: 1200,
      deliveryCharge: 60,
      codFee: 12,
      payoutExpected: 1128,
      payoutReceived: 1128,
      status: 'settled',
      figuresFrom: 'statement',
    });
    expect(await row('RX101')).toMatchObject({
      payoutExpected: -60,
      payoutReceived: -60,
      status: 'settled',
    });
    expect((await ledger()).totals.find((total) => total.courier === 'redx')).toMatchObject({
      payoutExpected: 1068,
      payoutReceived: 1068,
      owed: 0,
    });
  });

  it('a customer is refused every route (403), a stranger 401', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/cod-ledger', headers: bearer(customer) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await payout({ courier: 'redx', paidOn: '2026-11-28', reference: 'X', amount: 1 }, customer))
        .statusCode,
    ).toBe(403);
    expect((await statement('redx', `${HEADER}\n`, customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/cod-ledger' })).statusCode).toBe(
      401,
    );
  });

  it('refuses bad payouts with 400: fractions, unknown consignments, allocations above the amount', async () => {
    const cases: [unknown, string][] = [
      [
        { courier: 'steadfast', paidOn: '2026-11-28', reference: 'R1', amount: 10.5 },
        'amount must be whole taka',
      ],
      [
        { courier: 'dhl', paidOn: '2026-11-28', reference: 'R1', amount: 10 },
        'courier must be one of',
      ],
      [
        { courier: 'steadfast', paidOn: '2026-13-01', reference: 'R1', amount: 10 },
        'paidOn must be a day',
      ],
      [
        {
          courier: 'steadfast',
          paidOn: '2026-11-28',
          reference: 'R1',
          amount: 10,
          allocations: [{ consignmentId: 'NOPE', amount: 10 }],
        },
        'no Steadfast consignment NOPE',
      ],
      [
        {
          courier: 'steadfast',
          paidOn: '2026-11-28',
          reference: 'R1',
          amount: 10,
          allocations: [{ consignmentId: '9001', amount: 11 }],
        },
        'more than the payout',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await payout(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});
