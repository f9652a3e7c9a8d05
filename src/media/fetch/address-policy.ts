import { BlockList, isIP } from "node:net";

// Which addresses the photo fetcher may connect to (decision 055). A feed's photo URL is chosen by
// whoever writes the feed, and the worker that fetches it sits inside the platform's network: a URL
// naming 127.0.0.1, the database's private address or the cloud's metadata service
// (169.254.169.254) must not be fetched. Only public unicast addresses are; an allow-list setting
// (MEDIA_FETCH_ALLOW_HOSTS) names the exceptions, such as a dealer's photo server on a private link
// or the tests' local photo server.

const refusedV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, the cloud metadata services
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  refusedV4.addSubnet(network, prefix, "ipv4");
}

const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback (::1) and the old IPv4-compatible form
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  refusedV6.addSubnet(network, prefix, "ipv6");
}
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet("2000::", 3, "ipv6");

/** The 16 bytes of an IPv6 address (one Node's isIP accepts), its zone removed. */
function ipv6Bytes(address: string): number[] {
  let text = address.split("%")[0] ?? address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let tail: number[] = [];
  if (dotted?.[1]) {
    tail = dotted[1].split(".").map(Number);
    text = text.slice(0, -dotted[1].length) + "0:0";
  }
  const [head = "", rest] = text.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  const bytes = all.flatMap((group) => [group >> 8, group & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

const v4From = (bytes: readonly number[], at: number) => bytes.slice(at, at + 4).join(".");

/**
 * The IPv4 address an IPv6 address carries, where it carries one a connection reaches: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:AABB:CCDD::).
 */
function embeddedV4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((value) => value === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4From(bytes, 12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) {
    return v4From(bytes, 12);
  }
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4From(bytes, 2);
  return null;
}

/** True for a public unicast address; false for anything private, local, reserved or not an address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.split("%")[0] ?? "");
  if (family === 4) return !refusedV4.check(address, "ipv4");
  if (family !== 6) return false;
  const bare = address.split("%")[0] ?? address;
  const carried = embeddedV4(bare);
  if (carried !== null) return isPublicAddress(carried);
  return globalUnicastV6.check(bare, "ipv6") && !refusedV6.check(bare, "ipv6");
}

/** One MEDIA_FETCH_ALLOW_HOSTS entry: a host name or address, with or without a port. */
type AllowEntry = { host: string; port: number | null };

function parseAllowEntry(entry: string): AllowEntry {
  const text = entry.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed?.[1]) return { host: bracketed[1], port: bracketed[2] ? Number(bracketed[2]) : null };
  if (isIP(text) === 6) return { host: text, port: null };
  const withPort = /^(.+):(\d+)$/.exec(text);
  if (withPort?.[1]) return { host: withPort[1], port: Number(withPort[2]) };
  return { host: text, port: null };
}

export type AllowList = (host: string, address: string, port: number) => boolean;

/**
 * Whether the allow-list names this connection: by the URL's host name or by the address it
 * resolved to, each entry with or without a port.
 */
export function allowListFrom(entries: readonly string[]): AllowList {
  const parsed = entries.filter((entry) => entry.trim() !== "").map(parseAllowEntry);
  return (host, address, port) =>
    parsed.some(
      (entry) =>
        (entry.host === host.toLowerCase() || entry.host === address.toLowerCase()) &&
        (entry.port === null || entry.port === port),
    );
}
