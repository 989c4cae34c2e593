import { ValidationFailedError } from '../../common';
import { bangladeshTime, parseWebhook } from './courier-webhooks';
import { secretMatches } from './webhook-secret';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('parseWebhook', () => {
  it('reads Steadfast delivery_status as documented, at Bangladesh time', () => {
    const parsed = parseWebhook(
      'steadfast',
      {
        notification_type: 'delivery_status',
        consignment_id: 12345,
        invoice: 'INV-1',
        status: 'Delivered',
        updated_at: '2025-03-02 12:45:30',
      },
      NOW,
    );
    expect(parsed).toMatchObject({
      kind: 'event',
      event: {
        consignmentId: '12345',
        invoice: 'INV-1',
        rawStatus: 'Delivered',
        state: 'delivered',
        at: new Date('2025-03-02T06:45:30Z'),
      },
    });
  });

  it('a Steadfast tracking_update is informational', () => {
    const parsed = parseWebhook(
      'steadfast',
      {
        notification_type: 'tracking_update',
        consignment_id: 1,
        invoice: 'A',
        tracking_message: 'At hub',
      },
      NOW,
    );
    expect(parsed).toMatchObject({ kind: 'event', event: { state: null, message: 'At hub' } });
  });

  it('the same event gives the same key; another time, another key', () => {
    const body = {
      event: 'order.picked',
      consignment_id: 'DL1',
      timestamp: '2024-12-27T17:51:17+00:00',
    };
    const key = (value: object) =>
      (parseWebhook('pathao', value, NOW) as { event: { key: string } }).event.key;
    expect(key(body)).toBe(key({ ...body }));
    expect(key(body)).not.toBe(key({ ...body, timestamp: '2024-12-27T17:52:17+00:00' }));
  });

  it('keeps only the plain top-level fields of the body with the event', () => {
    const parsed = parseWebhook(
      'redx',
      {
        tracking_number: 'X1',
        status: 'delivered',
        $where: 'x',
        'a.b': 1,
        nested: { deep: true },
        note: 'n'.repeat(600),
        paid: true,
      },
      NOW,
    );
    expect(parsed).toMatchObject({ kind: 'event' });
    const payload = (parsed as { event: { payload: Record<string, unknown> } }).event.payload;
    expect(Object.keys(payload).sort()).toEqual(['note', 'paid', 'status', 'tracking_number']);
    expect(payload.note).toHaveLength(500);
  });

  it("answers Pathao's integration check and ignores store events", () => {
    expect(parseWebhook('pathao', { event: 'webhook_integration' }, NOW)).toEqual({
      kind: 'handshake',
    });
    expect(parseWebhook('pathao', { event: 'store.updated', store_id: 1 }, NOW).kind).toBe(
      'ignored',
    );
  });

  it('keeps an undocumented status as unknown', () => {
    const parsed = parseWebhook('redx', { tracking_number: 'X1', status: 'teleported' }, NOW);
    expect(parsed).toMatchObject({ kind: 'event', event: { state: 'unknown', at: NOW } });
  });

  it.each([
    ['steadfast', null],
    ['steadfast', []],
    ['steadfast', 'text'],
    ['steadfast', { notification_type: 'x', consignment_id: 1 }],
    ['steadfast', { notification_type: 'delivery_status', consignment_id: 1 }],
    ['steadfast', { notification_type: 'delivery_status', consignment_id: -1, status: 'x' }],
    ['steadfast', { notification_type: 'delivery_status', status: 'x' }],
    ['pathao', {}],
    ['pathao', { event: 12 }],
    ['pathao', { event: 'order.picked' }],
    ['redx', { status: 'delivered' }],
    ['redx', { tracking_number: 'X', status: 'x'.repeat(61) }],
  ] as const)('refuses a %s body that is not the documented one: %j', (courier, body) => {
    expect(() => parseWebhook(courier, body, NOW)).toThrow(ValidationFailedError);
  });
});

describe('bangladeshTime', () => {
  it('reads the couriers clock as UTC+6, and nothing else', () => {
    expect(bangladeshTime('2024-12-27 23:49:43')).toEqual(new Date('2024-12-27T17:49:43Z'));
    expect(bangladeshTime('27/12/2024')).toBeUndefined();
    expect(bangladeshTime(undefined)).toBeUndefined();
  });
});

describe('secretMatches', () => {
  it('compares in constant time, whatever the lengths', () => {
    expect(secretMatches('abc', 'abc')).toBe(true);
    expect(secretMatches('abd', 'abc')).toBe(false);
    expect(secretMatches('a-much-longer-secret', 'abc')).toBe(false);
    expect(secretMatches(undefined, 'abc')).toBe(false);
    expect(secretMatches('', 'abc')).toBe(false);
  });
});
