// WireGuard keys of a gateway (issue 22): X25519 key pairs from node:crypto, written as WireGuard writes
// them (base64 of the raw 32-byte keys), and the gateway's configuration file.
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { formatIPv4, parseCidr } from '../../../src/lib/cidr';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

const b64 = (b64url: string) => Buffer.from(b64url, 'base64url').toString('base64');

export function generateKeyPair(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('x25519');
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  return { publicKey: b64(pub.x!), privateKey: b64(priv.d!) };
}

// PKCS#8 wrapping of a raw X25519 private key (RFC 8410): the 16-byte prefix, then the 32 bytes.
const PKCS8_X25519_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');

/** The public key of a raw private key (base64), as `wg pubkey` derives it. */
export function publicKeyOf(privateKey: string): string {
  const raw = Buffer.from(privateKey, 'base64');
  if (raw.length !== 32) throw new Error('A WireGuard private key is 32 bytes.');
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_X25519_PREFIX, raw]), format: 'der', type: 'pkcs8' });
  return b64(createPublicKey(key).export({ format: 'jwk' }).x!);
}

export interface ConfigInput {
  name: string;
  listenPort: number;
  endpointIpRange: string | null;
  subnets: readonly string[];
  publicHost: string | null;
  /** only in the file the gateway receives at its own enrolment */
  privateKey?: string;
  /** the gateway's public key, written as a comment (what clients pin) */
  publicKey?: string | null;
  /** the endpoints allowed to connect (issue 22: one [Peer] each) */
  peers?: readonly PeerInput[];
}

export interface PeerInput {
  publicKey: string;
  /** the peer's tunnel address, '100.64.0.7/32' */
  allowedIps: string;
  /** who the peer is (hostname, e-mail), written as a comment */
  comment: string;
}

/** The gateway's tunnel address: the first host of the endpoint IP range, with the range's prefix. */
export function tunnelAddress(range: string | null): string | null {
  const block = range ? parseCidr(range) : null;
  if (!block || block.size < 2) return null;
  return `${formatIPv4(block.network + 1)}/${block.prefix}`;
}

export function wireguardConfig(input: ConfigInput): string {
  const address = tunnelAddress(input.endpointIpRange);
  const lines = [
    `# Palisade ZTPA gateway ${input.name}`,
    input.publicHost ? `# Clients reach it at ${input.publicHost}:${input.listenPort}` : '# No public endpoint set yet',
    ...(input.publicKey ? [`# PublicKey = ${input.publicKey}`] : []),
    '[Interface]',
    input.privateKey ? `PrivateKey = ${input.privateKey}` : '# PrivateKey: delivered to the gateway at its enrolment only',
    address ? `Address = ${address}` : '# Address: set the endpoint IP range (step 1)',
    `ListenPort = ${input.listenPort}`,
    '',
    `# Private subnets served: ${input.subnets.length > 0 ? input.subnets.join(', ') : 'none yet (step 3)'}`,
    '',
  ];
  const peers = input.peers ?? [];
  if (peers.length === 0) lines.push(`# No peers yet: endpoints allowed by the policies appear here once they register their key.`, '');
  for (const p of peers) lines.push(`# ${p.comment}`, '[Peer]', `PublicKey = ${p.publicKey}`, `AllowedIPs = ${p.allowedIps}`, '');
  return lines.join('\n');
}

/** The key's SHA-256 fingerprint as the console shows it. */
export const fingerprint = (publicKey: string) => `SHA256:${createHash('sha256').update(Buffer.from(publicKey, 'base64')).digest('base64').replace(/=+$/, '')}`;
