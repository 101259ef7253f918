// Requests the server makes to addresses a company admin typed (directory pulls, GRC evidence exports, their
// token calls). An admin must not be able to use the console as a way into the network it runs in (SSRF):
// such a request goes over https only, to a host whose every address is public, and follows no redirect.
// OUTBOUND_ALLOW_PRIVATE=1 lifts the address and https rules for tests that run local servers; it is not
// meant for production.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export class OutboundRefused extends Error {}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address (v4, v6 or v4-mapped v6) is loopback, private, link-local, shared, multicast or reserved. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const allowPrivate = () => process.env.OUTBOUND_ALLOW_PRIVATE === '1';

/** Refuses (OutboundRefused, with the reason) a URL the server must not call; `what` names it in the reason. */
export async function checkOutboundUrl(value: string, what: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundRefused(`${what} is not a URL: ${value}`);
  }
  if (allowPrivate() && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  if (url.protocol !== 'https:') throw new OutboundRefused(`${what} must use https: ${value}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await lookup(host, { all: true, verbatim: true }).then((all) => all.map((a) => a.address), () => []);
  if (!addresses.length) throw new OutboundRefused(`${what}: the host ${host} could not be resolved.`);
  if (addresses.some(isPrivateAddress)) throw new OutboundRefused(`${what} points at a private or local address (${host}); only public https addresses are called.`);
  return url;
}

/** fetch for admin-typed addresses: checked first, never redirected. */
export async function outboundFetch(value: string, what: string, init: RequestInit): Promise<Response> {
  const url = await checkOutboundUrl(value, what);
  return fetch(url, { ...init, redirect: 'error' });
}
