import { isIP } from 'node:net';

/** What kind of destination an IP address is; only `public` may be called by default. */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'documentation'
  | 'multicast'
  | 'reserved'
  | 'invalid';

type Range = readonly [base: string, prefixBits: number, kind: AddressClass];
interface Prefix {
  bytes: number[];
  bits: number;
}

// Everything here is not globally routable (RFC 6890 special-purpose registries).
const IPV4_RANGES: readonly Range[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'], // includes cloud metadata at 169.254.169.254
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

// Checked before the embedded forms below, which would otherwise read ::1 as 0.0.0.1.
const IPV6_EXACT: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
];

const IPV6_RANGES: readonly Range[] = [
  ['64:ff9b:1::', 48, 'reserved'], // local-use NAT64: translates to anything
  ['100::', 64, 'reserved'],
  ['2001::', 32, 'reserved'], // Teredo tunnels
  ['2001:10::', 28, 'reserved'],
  ['2001:20::', 28, 'reserved'],
  ['2001:db8::', 32, 'documentation'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'], // deprecated site-local
  ['ff00::', 8, 'multicast'],
];

// IPv6 forms that carry an IPv4 address; the embedded address decides.
const EMBEDDED_IPV4: readonly (readonly [base: string, prefixBits: number, offset: number])[] = [
  ['::ffff:0:0', 96, 12], // IPv4-mapped
  ['::ffff:0:0:0', 96, 12], // IPv4-translated (SIIT)
  ['64:ff9b::', 96, 12], // well-known NAT64
  ['::', 96, 12], // deprecated IPv4-compatible
  ['2002::', 16, 2], // 6to4
];

const GLOBAL_UNICAST_V6 = prefix('2000::', 3);

const V4_TABLE = compile(IPV4_RANGES);
const V6_EXACT_TABLE = compile(IPV6_EXACT);
const V6_TABLE = compile(IPV6_RANGES);
const EMBEDDED_TABLE = EMBEDDED_IPV4.map(([base, bits, offset]) => ({
  ...prefix(base, bits),
  offset,
}));

/** Classifies an IPv4 or IPv6 literal (zone ids allowed); anything else is `invalid`. */
export function classifyAddress(address: string): AddressClass {
  const bytes = parseAddress(address);
  if (!bytes) return 'invalid';
  return bytes.length === 4 ? classifyV4(bytes) : classifyV6(bytes);
}

/** True when the address is a globally routable unicast address. */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

function classifyV4(bytes: number[]): AddressClass {
  return matchTable(bytes, V4_TABLE) ?? 'public';
}

function classifyV6(bytes: number[]): AddressClass {
  const exact = matchTable(bytes, V6_EXACT_TABLE);
  if (exact) return exact;
  const embedded = EMBEDDED_TABLE.find((entry) => inPrefix(bytes, entry));
  if (embedded) return classifyV4(bytes.slice(embedded.offset, embedded.offset + 4));
  return (
    matchTable(bytes, V6_TABLE) ?? (inPrefix(bytes, GLOBAL_UNICAST_V6) ? 'public' : 'reserved')
  );
}

function compile(ranges: readonly Range[]): (Prefix & { kind: AddressClass })[] {
  return ranges.map(([base, bits, kind]) => ({ ...prefix(base, bits), kind }));
}

function prefix(base: string, bits: number): Prefix {
  const bytes = parseAddress(base);
  if (!bytes) throw new Error(`Invalid range base ${base}`);
  return { bytes, bits };
}

function matchTable(
  bytes: number[],
  table: readonly (Prefix & { kind: AddressClass })[],
): AddressClass | undefined {
  return table.find((entry) => inPrefix(bytes, entry))?.kind;
}

function inPrefix(bytes: number[], { bytes: base, bits }: Prefix): boolean {
  if (bytes.length !== base.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, bits - bit))) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((base[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** Parses an IP literal into 4 or 16 bytes; undefined when it is not one. */
export function parseAddress(address: string): number[] | undefined {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const version = isIP(text);
  if (version === 4) return text.split('.').map(Number);
  if (version === 6) return parseV6(text);
  return undefined;
}

function parseV6(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? left
      : [...left, ...new Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}
