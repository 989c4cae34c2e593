import { isInternalAddress } from './search-throttler.guard';

describe('isInternalAddress: the shop\'s own network, whose server renderer is not limited per address', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '::1',
    '::ffff:127.0.0.1',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.20',
    '169.254.1.1',
    'fd12:3456::1',
    'fe80::1',
  ])('%s is internal', (ip) => expect(isInternalAddress(ip)).toBe(true));

  it.each([
    '103.4.145.2', // a Bangladeshi carrier's public address
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '8.8.8.8',
    '2001:db8::1',
    '::ffff:103.4.145.2',
    '',
    'not-an-ip',
    undefined,
  ])('%s is not', (ip) => expect(isInternalAddress(ip)).toBe(false));
});
