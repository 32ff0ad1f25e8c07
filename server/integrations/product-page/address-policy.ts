import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach on an admin's behalf: "this host", private
 * networks, loopback, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, benchmark
 * and documentation ranges, multicast, reserved and broadcast. Two lists, because a BlockList
 * checks an IPv4 address against its IPv6 rules too (through ::ffff:0:0/96), which would refuse
 * every IPv4 address once the mapped range is listed.
 */
function refusedRanges(): { ipv4: BlockList; ipv6: BlockList } {
  const ipv4 = new BlockList();
  const ipv6 = new BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  for (const [network, prefix] of v4) ipv4.addSubnet(network, prefix, 'ipv4');
  // Every IPv6 range that embeds or reaches an IPv4 address is refused whole, public or not:
  // `[::127.0.0.1]` is `::7f00:1`, and no spelling of an embedded address should need decoding.
  const v6: [string, number][] = [
    ['::', 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d)
    ['::ffff:0:0', 96], // IPv4-mapped
    ['::ffff:0:0:0', 96], // IPv4-translated
    ['64:ff9b::', 96], // NAT64
    ['64:ff9b:1::', 48], // local-use NAT64
    ['100::', 64], // discard
    ['2001::', 32], // Teredo
    ['2001:db8::', 32], // documentation
    ['2002::', 16], // 6to4
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['fec0::', 10], // site-local
    ['ff00::', 8], // multicast
  ];
  for (const [network, prefix] of v6) ipv6.addSubnet(network, prefix, 'ipv6');
  return { ipv4, ipv6 };
}

const refused = refusedRanges();

/** Whether `address` (an IP literal) is a public unicast address; anything unparsable is refused. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return !refused.ipv4.check(bare, 'ipv4');
  if (version !== 6) return false;
  return !refused.ipv6.check(bare, 'ipv6');
}
