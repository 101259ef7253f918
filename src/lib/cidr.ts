// IPv4 CIDR blocks (zero-trust gateways, issue 22): parsing, containment and overlap. Pure, shared by the
// contract's validation, the server's overlap checks and the screens.

export interface Cidr {
  /** the network address as an unsigned 32-bit number */
  network: number;
  prefix: number;
  /** number of addresses in the block */
  size: number;
}

const CIDR_RE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/;
const IP_RE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function octets(parts: readonly string[]): number | null {
  let value = 0;
  for (const part of parts) {
    if (part.length > 1 && part.startsWith('0')) return null;
    const n = Number(part);
    if (!Number.isInteger(n) || n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

/** An IPv4 address as an unsigned number, or null. */
export function parseIPv4(text: string): number | null {
  const m = IP_RE.exec(text.trim());
  return m ? octets(m.slice(1, 5)) : null;
}

export function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** '10.0.0.0/16' → its block; null when malformed or when host bits are set ('10.0.0.1/16'). */
export function parseCidr(text: string): Cidr | null {
  const m = CIDR_RE.exec(text.trim());
  if (!m) return null;
  const address = octets(m.slice(1, 5));
  const prefix = Number(m[5]);
  if (address === null || prefix > 32 || (m[5].length > 1 && m[5].startsWith('0'))) return null;
  const size = 2 ** (32 - prefix);
  if (address % size !== 0) return null;
  return { network: address, prefix, size };
}

export function formatCidr(c: Cidr): string {
  return `${formatIPv4(c.network)}/${c.prefix}`;
}

/** Why a text is not a CIDR block, or null when it is one. */
export function cidrProblem(text: string): string | null {
  const m = CIDR_RE.exec(text.trim());
  if (!m) return 'Expected an IPv4 block like 100.64.0.0/16.';
  const address = octets(m.slice(1, 5));
  if (address === null) return 'Each part of the address must be a number from 0 to 255.';
  const prefix = Number(m[5]);
  if (prefix > 32) return 'The prefix length must be from 0 to 32.';
  const size = 2 ** (32 - prefix);
  if (address % size !== 0) return `Host bits are set: the block starts at ${formatIPv4(address - (address % size))}/${prefix}.`;
  return null;
}

export function cidrsOverlap(a: Cidr, b: Cidr): boolean {
  return a.network < b.network + b.size && b.network < a.network + a.size;
}

/** true when `inner` lies wholly inside `outer`. */
export function cidrContains(outer: Cidr, inner: Cidr): boolean {
  return inner.network >= outer.network && inner.network + inner.size <= outer.network + outer.size;
}

export function cidrHasAddress(block: Cidr, address: number): boolean {
  return address >= block.network && address < block.network + block.size;
}
