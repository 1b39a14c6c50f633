import { describe, expect, it } from 'vitest';
import { addressList } from './address-list';

describe('addressList', () => {
  it('holds addresses and networks of both families, an IPv4 client on a dual-stack socket too', () => {
    const list = addressList('127.0.0.1, ::1, 10.1.0.0/16');
    expect(list.has('127.0.0.1')).toBe(true);
    expect(list.has('::ffff:127.0.0.1')).toBe(true);
    expect(list.has('::1')).toBe(true);
    expect(list.has('10.1.200.3')).toBe(true);
    expect(list.has('10.2.0.1')).toBe(false);
    expect(list.has('192.168.1.5')).toBe(false);
    expect(list.has(undefined)).toBe(false);
    expect(list.has('not an address')).toBe(false);
  });

  it('is empty for an empty text, and refuses an entry that is no address', () => {
    expect(addressList('').has('127.0.0.1')).toBe(false);
    expect(() => addressList('127.0.0.1, localhost')).toThrow('"localhost" non è un indirizzo IP né una rete');
    expect(() => addressList('10.0.0.0/40')).toThrow('"10.0.0.0/40"');
  });
});
