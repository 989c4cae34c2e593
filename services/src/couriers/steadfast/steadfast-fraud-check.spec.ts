import { offersPhoneHistory, parseSteadfastFraudCheck } from './steadfast-fraud-check';

describe('parseSteadfastFraudCheck', () => {
  it('reads the answer merchants see', () => {
    expect(
      parseSteadfastFraudCheck({
        status: 200,
        message: 'Fraud check successful',
        phone: '01756627489',
        total_parcels: 9,
        total_delivered: 8,
        total_cancelled: 1,
        total_fraud_reports: [],
      }),
    ).toEqual({ courier: 'steadfast', parcels: 9, delivered: 8, cancelled: 1 });
  });

  it.each([
    ['Total_parcels', { Total_parcels: 17, total_delivered: 7, total_cancelled: 10 }, 17],
    ['total_parcel', { total_parcel: 4, total_delivered: 3, total_cancelled: 1 }, 4],
    ['no total', { total_delivered: 5, total_cancelled: 1 }, 6],
    ['counts as text', { total_parcels: '3', total_delivered: '2', total_cancelled: '1' }, 3],
    // A total below delivered + cancelled would make the ratio above 100 %.
    ['a short total', { total_parcels: 1, total_delivered: 2, total_cancelled: 1 }, 3],
  ])('%s', (_name, body, parcels) => {
    expect(parseSteadfastFraudCheck(body)?.parcels).toBe(parcels);
  });

  it.each([
    ['no counts at all', { status: 200, phone: '01712345678' }],
    ['ratios only (its score answer)', { delivery_ratio: 88, cancellation_ratio: 11 }],
    ['a negative count', { total_delivered: -1, total_cancelled: 0 }],
    ['a fraction', { total_delivered: 1.5, total_cancelled: 0 }],
    ['not an object', 'rate limited'],
    ['null', null],
  ])('%s is not read as "no history"', (_name, body) => {
    expect(parseSteadfastFraudCheck(body)).toBeUndefined();
  });
});

describe('offersPhoneHistory', () => {
  it('tells a courier with phoneHistory from one without', () => {
    expect(offersPhoneHistory({ name: 'steadfast', phoneHistory: () => undefined })).toBe(true);
    expect(offersPhoneHistory({ name: 'pathao' })).toBe(false);
    expect(offersPhoneHistory(undefined)).toBe(false);
  });
});
