import { execFileSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { expect, it } from 'vitest';
import { generateKeyPair, publicKeyOf, tunnelAddress, wireguardConfig } from './keys';

function hasWg(): boolean {
  try {
    execFileSync('wg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

it('makes X25519 key pairs whose public key is derived from the private one (as wg pubkey derives it)', () => {
  const pair = generateKeyPair();
  expect(Buffer.from(pair.publicKey, 'base64')).toHaveLength(32);
  expect(Buffer.from(pair.privateKey, 'base64')).toHaveLength(32);
  expect(publicKeyOf(pair.privateKey)).toBe(pair.publicKey);
  // the public key is a valid X25519 key node:crypto accepts
  const jwk = { kty: 'OKP', crv: 'X25519', x: Buffer.from(pair.publicKey, 'base64').toString('base64url') };
  expect(createPublicKey({ key: jwk, format: 'jwk' }).asymmetricKeyType).toBe('x25519');
  expect(generateKeyPair().privateKey).not.toBe(pair.privateKey);
  if (hasWg()) {
    expect(execFileSync('wg', ['pubkey'], { input: `${pair.privateKey}\n` }).toString().trim()).toBe(pair.publicKey);
    const theirs = execFileSync('wg', ['genkey']).toString().trim();
    expect(publicKeyOf(theirs)).toBe(execFileSync('wg', ['pubkey'], { input: `${theirs}\n` }).toString().trim());
  }
});

it('writes the WireGuard file: the private key only when given, the first host of the range as address', () => {
  expect(tunnelAddress('100.64.0.0/16')).toBe('100.64.0.1/16');
  expect(tunnelAddress('100.64.0.0/32')).toBeNull();
  const input = { name: 'gw', listenPort: 51820, endpointIpRange: '100.64.0.0/16', subnets: ['10.0.0.0/16'], publicHost: 'vpn.example.com' };
  const plain = wireguardConfig(input);
  expect(plain).toMatch(/^\[Interface\]$/m);
  expect(plain).toMatch(/^Address = 100\.64\.0\.1\/16$/m);
  expect(plain).toMatch(/^ListenPort = 51820$/m);
  expect(plain).not.toMatch(/^PrivateKey/m);
  const key = generateKeyPair().privateKey;
  expect(wireguardConfig({ ...input, privateKey: key })).toContain(`PrivateKey = ${key}`);
});
