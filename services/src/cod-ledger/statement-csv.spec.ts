import { parseStatement } from './statement-csv';

const HEADER = 'consignment_id,collected,delivery_charge,cod_fee,paid,reference,paid_on';

describe('parseStatement', () => {
  it('reads rows by the header, in any column order, ignoring extra columns, BOM, CRLF and quotes', () => {
    const text =
      '\uFEFFreference,paid_on,consignment_id,collected,delivery_charge,cod_fee,paid,note\r\n' +
      'PAY-1,2026-11-28,1001,"1,500.00",60,15,1425,"a, note"\r\n' +
      'PAY-1,2026-11-28,1002,0,60,0,-60,\r\n\r\n';
    expect(parseStatement(text)).toEqual([
      {
        line: 2,
        consignmentId: '1001',
        collected: 1500,
        deliveryCharge: 60,
        codFee: 15,
        paid: 1425,
        reference: 'PAY-1',
        paidOn: '2026-11-28',
      },
      {
        line: 3,
        consignmentId: '1002',
        collected: 0,
        deliveryCharge: 60,
        codFee: 0,
        paid: -60,
        reference: 'PAY-1',
        paidOn: '2026-11-28',
      },
    ]);
  });

  it.each([
    ['', 'Statement row 1: the header row is missing'],
    [
      'consignment_id,collected\n1,2',
      'Statement row 1, column delivery_charge: this column is missing from the header',
    ],
    [HEADER + '\n', 'Statement row 2: the statement has no rows'],
    [
      `${HEADER}\n1001,1500,60,15,1425,PAY-1,2026-11-28\n1002,15x0,60,15,1425,PAY-1,2026-11-28`,
      'Statement row 3, column collected: "15x0" is not an amount in taka',
    ],
    [
      `${HEADER}\n1001,1500,60,12.50,1425,PAY-1,2026-11-28`,
      'Statement row 2, column cod_fee: 12.50 has a fraction of a taka',
    ],
    [
      `${HEADER}\n1001,1500,-60,15,1425,PAY-1,2026-11-28`,
      'Statement row 2, column delivery_charge: must not be negative',
    ],
    [
      `${HEADER}\n,1500,60,15,1425,PAY-1,2026-11-28`,
      'Statement row 2, column consignment_id: is empty',
    ],
    [`${HEADER}\n1001,1500,60,15,1425,,2026-11-28`, 'Statement row 2, column reference: is empty'],
    [
      `${HEADER}\n1001,1500,60,15,1425,PAY-1,2026-02-30`,
      'Statement row 2, column paid_on: "2026-02-30" is not a day',
    ],
    [
      `${HEADER}\n1001,1500,60,15,1425,PAY-1,2026-11-28\n1001,1500,60,15,1425,PAY-1,2026-11-28`,
      'Statement row 3, column consignment_id: 1001 is already on row 2',
    ],
    [
      `${HEADER}\n1001,"1500,60,15,1425,PAY-1,2026-11-28`,
      'Statement row 2: a quoted field is not closed',
    ],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseStatement(text)).toThrow(message);
  });
});
