// The enrolment profile (issue 20): a Configuration property list with a PKCS#12 identity payload and an
// com.apple.mdm payload pointing at this server. How a device authenticates afterwards: each profile
// carries its own enrolment token in the CheckInURL/ServerURL query (?enrolment=<token>; the server keeps
// the token's sha-256 in mdm_enrolments) and a fresh identity certificate whose SHA-256 fingerprint is
// stored beside it. A check-in is authenticated by the token (256 random bits; unknown or checked-out
// tokens answer 401). The Mdm-Signature header (SignMessage) is not verified: node-forge cannot verify CMS.
import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import { build, type PlistValue } from 'plist';

export const CHECKIN_PATH = '/mdm/checkin';
export const SERVER_PATH = '/mdm/server';
/** MDM AccessRights: every right (device queries, profiles, apps, security, erase, lock, ...) = 8191 */
export const ACCESS_RIGHTS = 8191;

export interface ProfileInput {
  accountName: string;
  /** https://host of this server, no trailing slash */
  baseUrl: string;
  enrolmentToken: string;
  topic: string | null;
  identity: Identity;
}

export interface Identity {
  p12Base64: string;
  password: string;
  fingerprint: string;
  certificatePem: string;
}

export interface ProfilePayloadInfo {
  type: string;
  name: string;
}

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** The SHA-256 of a certificate's DER, as hex: how an identity is recognised. */
export function certificateFingerprint(cert: forge.pki.Certificate): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return sha256(Buffer.from(der, 'binary'));
}

/** A key pair made by node:crypto (native, fast) and handed to node-forge. */
export function rsaKeyPair(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; privatePem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(privatePem) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e), privatePem };
}

/** A self-signed certificate for `commonName`, valid `days` days from `now`. */
export function selfSignedCertificate(commonName: string, organisation: string, days: number, now: Date) {
  const keys = rsaKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime() + days * 86_400_000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: organisation },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, dataEncipherment: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { cert, keys };
}

/** The device identity placed in one profile: a PKCS#12 with a random password. */
export function newIdentity(accountName: string, enrolmentId: string, now: Date): Identity {
  const { cert, keys } = selfSignedCertificate(`Palisade MDM device ${enrolmentId}`, accountName, 365, now);
  const password = randomBytes(18).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des', friendlyName: 'Palisade MDM identity' });
  return {
    p12Base64: forge.util.encode64(forge.asn1.toDer(p12).getBytes()),
    password,
    fingerprint: certificateFingerprint(cert),
    certificatePem: forge.pki.certificateToPem(cert),
  };
}

const payloadId = (suffix: string) => `com.palisade.mdm.${suffix}`;

/** What the profile holds, for the PIN check answer. */
export function profilePayloads(): ProfilePayloadInfo[] {
  return [
    { type: 'com.apple.security.pkcs12', name: 'Device identity certificate' },
    { type: 'com.apple.mdm', name: 'Mobile device management' },
  ];
}

/** The property list of the profile (unsigned). */
export function buildProfile(input: ProfileInput): string {
  const identityUuid = randomUUID().toUpperCase();
  const query = `?enrolment=${encodeURIComponent(input.enrolmentToken)}`;
  const mdm: Record<string, PlistValue> = {
    PayloadType: 'com.apple.mdm',
    PayloadVersion: 1,
    PayloadIdentifier: payloadId(`mdm.${identityUuid.toLowerCase()}`),
    PayloadUUID: randomUUID().toUpperCase(),
    PayloadDisplayName: 'Mobile Device Management',
    PayloadDescription: `Lets ${input.accountName} manage this device through Palisade.`,
    PayloadOrganization: input.accountName,
    ServerURL: `${input.baseUrl}${SERVER_PATH}${query}`,
    CheckInURL: `${input.baseUrl}${CHECKIN_PATH}${query}`,
    CheckOutWhenRemoved: true,
    IdentityCertificateUUID: identityUuid,
    AccessRights: ACCESS_RIGHTS,
    SignMessage: true,
    ServerCapabilities: ['com.apple.mdm.per-user-connections', 'com.apple.mdm.bootstraptoken'],
  };
  if (input.topic) mdm.Topic = input.topic;
  const profile = {
    PayloadType: 'Configuration',
    PayloadVersion: 1,
    PayloadIdentifier: payloadId(`enrolment.${randomUUID().toLowerCase()}`),
    PayloadUUID: randomUUID().toUpperCase(),
    PayloadDisplayName: `${input.accountName} device management`,
    PayloadDescription: `Enrols this Mac in ${input.accountName}'s device management.`,
    PayloadOrganization: input.accountName,
    PayloadScope: 'System',
    PayloadRemovalDisallowed: false,
    PayloadContent: [
      {
        PayloadType: 'com.apple.security.pkcs12',
        PayloadVersion: 1,
        PayloadIdentifier: payloadId(`identity.${identityUuid.toLowerCase()}`),
        PayloadUUID: identityUuid,
        PayloadDisplayName: 'Device identity certificate',
        PayloadCertificateFileName: 'identity.p12',
        Password: input.identity.password,
        PayloadContent: Buffer.from(input.identity.p12Base64, 'base64'),
      },
      mdm,
    ],
  };
  return build(profile as unknown as PlistValue);
}

interface Signer {
  cert: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

const pemOrFile = (value: string) => (value.includes('-----BEGIN') ? value : readFileSync(value, 'utf8'));

/** The signing certificate, when MDM_PROFILE_SIGNING_CERT and MDM_PROFILE_SIGNING_KEY (PEM text or file paths) are set. */
export function configuredSigner(env: NodeJS.ProcessEnv = process.env): Signer | null {
  const certText = env.MDM_PROFILE_SIGNING_CERT;
  const keyText = env.MDM_PROFILE_SIGNING_KEY;
  if (!certText || !keyText) return null;
  return { cert: forge.pki.certificateFromPem(pemOrFile(certText)), key: forge.pki.privateKeyFromPem(pemOrFile(keyText)) as forge.pki.rsa.PrivateKey };
}

/** PKCS#7 SignedData enveloping the profile (what macOS installs as a signed profile), as DER. */
export function signProfile(xml: string, signer: Signer): Buffer {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(Buffer.from(xml, 'utf8').toString('binary'));
  p7.addCertificate(signer.cert);
  p7.addSigner({
    key: signer.key,
    certificate: signer.cert,
    digestAlgorithm: forge.pki.oids.sha256,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest },
      { type: forge.pki.oids.signingTime, value: new Date() as unknown as string },
    ],
  });
  p7.sign();
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}
