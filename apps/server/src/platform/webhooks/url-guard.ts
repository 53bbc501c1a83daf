// Where a webhook may point (decision 056). A webhook makes our server send requests to a URL a
// client chose, so unless the setting WEBHOOKS_ALLOW_LOCAL_HTTP is on (tests, the demo), the URL must
// be https and must not reach this machine or a private network: no loopback, private, link-local
// (cloud metadata at 169.254.169.254), shared, multicast or reserved address, neither as written nor
// as its name resolves when we connect (the lookup below checks the address the socket connects to,
// so a name that resolves to a public address when checked and to a private one later gains nothing).
// Redirects are not followed.
import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [net, prefix] of [
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
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is one a webhook must not reach (IPv4-mapped IPv6 is checked as IPv4). */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why `text` cannot be a webhook's URL, or null when it can. */
export function webhookUrlProblem(text: string, allowLocalHttp: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'the URL is not an absolute URL';
  }
  if (url.protocol !== 'https:' && !(allowLocalHttp && url.protocol === 'http:'))
    return allowLocalHttp ? 'the URL must be http or https' : 'the URL must be https';
  if (url.username || url.password) return 'the URL must not hold a user name or password';
  if (url.hash) return 'the URL must not have a #fragment';
  if (allowLocalHttp) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && isBlockedAddress(host))
    return 'the URL must not point to a loopback, private or reserved address';
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || !host.includes('.'))
    return 'the URL must name a public host';
  return null;
}

/** A DNS lookup for the socket that refuses blocked addresses (unless local addresses are allowed). */
export function guardedLookup(allowLocalHttp: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const usable = allowLocalHttp ? addresses : addresses.filter((a) => !isBlockedAddress(a.address));
      if (usable.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves to a private or reserved address`), {
          code: 'EWEBHOOKADDRESS',
        });
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}
