import { BlockList, isIP } from 'node:net';

/**
 * A list of addresses and networks ('127.0.0.1, ::1, 10.0.0.0/8'), checked once when read: the
 * error names the entry that is neither an address nor a network.
 */
export function addressList(text: string): { has: (address: string | undefined) => boolean; entries: string[] } {
  const list = new BlockList();
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (prefix !== undefined && (!/^\d{1,3}$/.test(bits) || prefix > max)))
      throw new Error(`"${entry}" non è un indirizzo IP né una rete (es. 10.0.0.0/8)`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    entries,
    has(address) {
      if (!address) return false;
      // an IPv4 client on a dual-stack socket reads ::ffff:127.0.0.1
      const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}
