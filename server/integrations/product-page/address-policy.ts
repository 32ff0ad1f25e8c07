import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side fetch must never reach on an admin's behalf: "this host", private
 * networks, loopback, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, benchmark
 * and documentation ranges, multicast, reserved and broadcast.
 */
function refusedRanges(): BlockList {
  const list = new BlockList();
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
  for (const [network, prefix] of v4) list.addSubnet(network, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ];
  for (const [network, prefix] of v6) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

const refused = refusedRanges();

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:127.0.0.1), if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^::(?:ffff:(?:0:)?)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1] as string, 16);
  const low = Number.parseInt(hex[2] as string, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Whether `address` (an IP literal) is a public unicast address; anything unparsable is refused. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return !refused.check(bare, 'ipv4');
  if (version !== 6) return false;
  const mapped = embeddedIpv4(bare);
  if (mapped !== undefined) return isPublicAddress(mapped);
  return !refused.check(bare, 'ipv6');
}
