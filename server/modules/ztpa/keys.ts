// WireGuard keys of a gateway (issue 22): X25519 key pairs from node:crypto, written as WireGuard writes
// them (base64 of the raw 32-byte keys), and the gateway's configuration file.
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
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
    '[Interface]',
    input.privateKey ? `PrivateKey = ${input.privateKey}` : '# PrivateKey: delivered to the gateway at its enrolment only',
    address ? `Address = ${address}` : '# Address: set the endpoint IP range (step 1)',
    `ListenPort = ${input.listenPort}`,
    '',
    `# Peers: one [Peer] per endpoint, added by the gateway as endpoints connect, each with AllowedIPs inside ${input.endpointIpRange ?? 'the endpoint IP range'}.`,
    `# Private subnets served: ${input.subnets.length > 0 ? input.subnets.join(', ') : 'none yet (step 3)'}`,
    '',
  ];
  return lines.join('\n');
}
