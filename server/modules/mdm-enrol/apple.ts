// The company's Apple credentials (issue 20): the APNs push certificate (CSR, key sealed at rest, the
// Apple-signed certificate checked against that key), the ADE server key and server token (S/MIME
// enveloped to the server certificate, decrypted with node-forge) and Apps and Books content tokens.
import { and, desc, eq } from 'drizzle-orm';
import forge from 'node-forge';
import {
  PUSH_EXPIRY_WARNING_DAYS, type AdeState, type ContentTokenRow, type MdmDeviceListRow, type PushCertificateState,
} from '../../../src/api/contract/mdm-enrol';
import type { Db } from '../../db/client';
import { mdmAdeTokens, mdmContentTokens, mdmDevices, mdmEnrolmentPins, mdmPushCertificates } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import { secretBox } from '../../lib/secret-box';
import type { Scope } from '../../plugins/scope';
import type { Audit } from '../saas/audit';
import { rsaKeyPair, selfSignedCertificate } from './profile';

const DAY = 86_400_000;
/** the subject attribute Apple puts the push topic in (userId, "UID") */
const UID_OID = '0.9.2342.19200300.100.1.1';

const bad = (message: string) => new HttpError(400, 'INVALID_FILE', message);
const refused = (message: string) => new HttpError(409, 'CERTIFICATE_REFUSED', message);

function dn(attributes: forge.pki.CertificateField[]): string {
  return attributes.map((a) => `${a.type === UID_OID ? 'UID' : (a.shortName ?? a.name ?? a.type)}=${String(a.value)}`).join(', ');
}

// ---------- push certificate ----------

async function latestPush(db: Db, accountId: string) {
  const [row] = await db.select().from(mdmPushCertificates).where(eq(mdmPushCertificates.accountId, accountId)).orderBy(desc(mdmPushCertificates.createdAt)).limit(1);
  return row ?? null;
}

export async function pushCertificateState(db: Db, scope: Scope, now: Date): Promise<PushCertificateState> {
  const row = await latestPush(db, scope.accountId);
  if (!row) return { csr_created_at: null, certificate: null };
  const cert =
    row.certificatePem && row.notAfter && row.notBefore && row.uploadedAt
      ? {
          subject: row.subject ?? '',
          issuer: row.issuer ?? '',
          topic: row.topic ?? '',
          serial_number: row.serialNumber ?? '',
          not_before: row.notBefore.toISOString(),
          not_after: row.notAfter.toISOString(),
          uploaded_at: row.uploadedAt.toISOString(),
          days_left: Math.floor((row.notAfter.getTime() - now.getTime()) / DAY),
          expiring_soon: row.notAfter.getTime() - now.getTime() <= PUSH_EXPIRY_WARNING_DAYS * DAY,
        }
      : null;
  return { csr_created_at: row.createdAt.toISOString(), certificate: cert };
}

export async function createPushCsr(db: Db, scope: Scope, now: Date, audit: Audit): Promise<PushCertificateState> {
  const keys = rsaKeyPair();
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = keys.publicKey;
  csr.setSubject([
    { name: 'commonName', value: `${scope.account.name} MDM push` },
    { name: 'organizationName', value: scope.account.name },
    { name: 'emailAddress', value: scope.email },
  ]);
  csr.sign(keys.privateKey, forge.md.sha256.create());
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(mdmPushCertificates).values({
      accountId: scope.accountId, id, csrPem: forge.pki.certificationRequestToPem(csr),
      privateKeySealed: secretBox().seal(keys.privatePem, `mdm-push:${id}`), createdBy: scope.memberId, createdAt: now,
    });
    await audit(tx, 'push certificate CSR', { id });
  });
  return pushCertificateState(db, scope, now);
}

export async function pushCsrPem(db: Db, scope: Scope): Promise<string> {
  const row = await latestPush(db, scope.accountId);
  if (!row) throw notFound('Generate a certificate signing request first.');
  return row.csrPem;
}

/** The certificate in an upload: PEM text, or base64 of a .p12 opened with the password. */
export function readUploadedCertificate(file: string, password: string | undefined): forge.pki.Certificate {
  if (file.includes('-----BEGIN CERTIFICATE-----')) {
    try {
      return forge.pki.certificateFromPem(file);
    } catch (error) {
      throw bad(`The PEM certificate could not be read: ${(error as Error).message}`);
    }
  }
  const b64 = file.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw bad('Upload a PEM certificate or a .p12 file.');
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.decode64(b64)), password ?? '');
  } catch (error) {
    const reason = (error as Error).message;
    throw bad(/password|MAC/i.test(reason) ? 'The .p12 password is wrong.' : `The file is neither a PEM certificate nor a .p12 file (${reason}).`);
  }
  const bags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const cert = bags.find((b) => b.cert)?.cert;
  if (!cert) throw bad('The .p12 file holds no certificate.');
  return cert;
}

export async function uploadPushCertificate(db: Db, scope: Scope, body: { file: string; password?: string }, now: Date, audit: Audit): Promise<PushCertificateState> {
  const row = await latestPush(db, scope.accountId);
  if (!row) throw notFound('Generate a certificate signing request first, then upload the certificate Apple signed for it.');
  const cert = readUploadedCertificate(body.file, body.password);
  const key = forge.pki.privateKeyFromPem(secretBox().open(row.privateKeySealed, `mdm-push:${row.id}`)) as forge.pki.rsa.PrivateKey;
  const pub = cert.publicKey as forge.pki.rsa.PublicKey;
  if (!pub.n || pub.n.compareTo(key.n) !== 0 || pub.e.compareTo(key.e) !== 0) {
    throw refused('This certificate was not issued for this server’s certificate signing request: its public key does not match. Upload the certificate Apple signed for the CSR downloaded here.');
  }
  if (cert.validity.notAfter.getTime() <= now.getTime()) throw refused(`This certificate expired on ${cert.validity.notAfter.toISOString().slice(0, 10)}. Renew it at Apple and upload the new one.`);
  if (cert.validity.notBefore.getTime() > now.getTime()) throw refused(`This certificate is not valid before ${cert.validity.notBefore.toISOString()}.`);
  const topic = cert.subject.attributes.find((a) => a.type === UID_OID)?.value;
  if (typeof topic !== 'string' || !topic) throw refused('This certificate has no push topic (the UID of its subject); it is not an MDM push certificate.');
  await db.transaction(async (tx) => {
    await tx
      .update(mdmPushCertificates)
      .set({
        certificatePem: forge.pki.certificateToPem(cert), subject: dn(cert.subject.attributes), issuer: dn(cert.issuer.attributes), topic,
        serialNumber: cert.serialNumber, notBefore: cert.validity.notBefore, notAfter: cert.validity.notAfter, uploadedAt: now,
      })
      .where(and(eq(mdmPushCertificates.accountId, scope.accountId), eq(mdmPushCertificates.id, row.id)));
    await audit(tx, topic, { id: row.id, not_after: cert.validity.notAfter.toISOString() });
  });
  return pushCertificateState(db, scope, now);
}

// ---------- ADE ----------

async function latestAde(db: Db, accountId: string) {
  const [row] = await db.select().from(mdmAdeTokens).where(eq(mdmAdeTokens.accountId, accountId)).orderBy(desc(mdmAdeTokens.createdAt)).limit(1);
  return row ?? null;
}

export async function listEnrolledDevices(db: Db, scope: Scope): Promise<MdmDeviceListRow[]> {
  const rows = await db
    .select({ d: mdmDevices, pinLabel: mdmEnrolmentPins.label })
    .from(mdmDevices)
    .leftJoin(mdmEnrolmentPins, and(eq(mdmEnrolmentPins.accountId, mdmDevices.accountId), eq(mdmEnrolmentPins.id, mdmDevices.enrolledByPinId)))
    .where(eq(mdmDevices.accountId, scope.accountId))
    .orderBy(desc(mdmDevices.enrolledAt))
    .limit(500);
  return rows.map(({ d, pinLabel }) => ({
    id: d.id, udid: d.udid, serial_number: d.serialNumber, model: d.model, os_version: d.osVersion, device_name: d.deviceName, endpoint_id: d.endpointId,
    status: d.status, enrolled_at: d.enrolledAt.toISOString(), last_checkin_at: d.lastCheckinAt?.toISOString() ?? null, pin_label: pinLabel,
  }));
}

export async function adeState(db: Db, scope: Scope, now: Date): Promise<AdeState> {
  const row = await latestAde(db, scope.accountId);
  const token =
    row?.tokenSealed && row.expiresAt && row.uploadedAt
      ? {
          org_name: row.orgName ?? '',
          consumer_key: row.consumerKey ?? '',
          expires_at: row.expiresAt.toISOString(),
          uploaded_at: row.uploadedAt.toISOString(),
          expired: row.expiresAt.getTime() <= now.getTime(),
        }
      : null;
  return { key_created_at: row?.createdAt.toISOString() ?? null, token, devices: (await listEnrolledDevices(db, scope)).filter((d) => d.status === 'ENROLLED') };
}

export async function createAdeKey(db: Db, scope: Scope, now: Date, audit: Audit): Promise<AdeState> {
  const { cert, keys } = selfSignedCertificate(`${scope.account.name} Palisade ADE`, scope.account.name, 365, now);
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(mdmAdeTokens).values({
      accountId: scope.accountId, id, certificatePem: forge.pki.certificateToPem(cert),
      privateKeySealed: secretBox().seal(keys.privatePem, `mdm-ade:${id}`), createdBy: scope.memberId, createdAt: now,
    });
    await audit(tx, 'ADE server key', { id });
  });
  return adeState(db, scope, now);
}

export async function adeCertificatePem(db: Db, scope: Scope): Promise<string> {
  const row = await latestAde(db, scope.accountId);
  if (!row) throw notFound('Generate the server key first.');
  return row.certificatePem;
}

interface ServerToken {
  consumer_key: string;
  consumer_secret?: string;
  access_token: string;
  access_secret?: string;
  access_token_expiry: string;
  org_name?: string;
}

/** The DER of a .p7m as uploaded: PEM, an S/MIME message (headers, blank line, base64) or bare base64. */
function p7mDer(file: string): string {
  const pem = /-----BEGIN (?:PKCS7|CMS)-----([\s\S]*?)-----END (?:PKCS7|CMS)-----/.exec(file);
  let b64 = pem ? pem[1] : file;
  if (!pem && /content-type:/i.test(file)) b64 = file.split(/\r?\n\r?\n/).slice(1).join('\n');
  b64 = b64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw bad('The server token must be the .p7m file Apple Business Manager gives.');
  return forge.util.decode64(b64);
}

export function decryptServerToken(file: string, certificatePem: string, privateKeyPem: string): ServerToken {
  let p7: forge.pkcs7.PkcsEnvelopedData;
  try {
    p7 = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(p7mDer(file))) as forge.pkcs7.PkcsEnvelopedData;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw bad(`The server token is not a PKCS#7 file: ${(error as Error).message}`);
  }
  if (typeof p7.findRecipient !== 'function') throw bad('The server token is not encrypted (PKCS#7 enveloped data expected).');
  const recipient = p7.findRecipient(forge.pki.certificateFromPem(certificatePem));
  if (!recipient) throw bad('The server token was encrypted for another server key. Download this server’s public key, upload it to Apple Business Manager and download a new token.');
  try {
    p7.decrypt(recipient, forge.pki.privateKeyFromPem(privateKeyPem));
  } catch (error) {
    throw bad(`The server token could not be decrypted: ${(error as Error).message}`);
  }
  const text = Buffer.from((p7.content as forge.util.ByteStringBuffer).getBytes(), 'binary').toString('utf8');
  const json = /-----BEGIN MESSAGE-----([\s\S]*?)-----END MESSAGE-----/.exec(text)?.[1] ?? text.slice(text.indexOf('{'));
  let token: Partial<ServerToken>;
  try {
    token = JSON.parse(json.trim()) as Partial<ServerToken>;
  } catch {
    throw bad('The decrypted server token holds no JSON message.');
  }
  if (!token.consumer_key || !token.access_token || !token.access_token_expiry || Number.isNaN(Date.parse(token.access_token_expiry))) {
    throw bad('The server token lacks consumer_key, access_token or access_token_expiry.');
  }
  return token as ServerToken;
}

export async function uploadAdeToken(db: Db, scope: Scope, body: { file: string }, now: Date, audit: Audit): Promise<AdeState> {
  const row = await latestAde(db, scope.accountId);
  if (!row) throw notFound('Generate the server key first, upload it to Apple Business Manager, then upload the token Apple gives.');
  const token = decryptServerToken(body.file, row.certificatePem, secretBox().open(row.privateKeySealed, `mdm-ade:${row.id}`));
  const expiresAt = new Date(token.access_token_expiry);
  if (expiresAt.getTime() <= now.getTime()) throw bad(`This server token expired on ${expiresAt.toISOString().slice(0, 10)}. Download a new one from Apple Business Manager.`);
  await db.transaction(async (tx) => {
    await tx
      .update(mdmAdeTokens)
      .set({ tokenSealed: secretBox().seal(JSON.stringify(token), `mdm-ade-token:${row.id}`), consumerKey: token.consumer_key, orgName: token.org_name ?? scope.account.name, expiresAt, uploadedAt: now })
      .where(and(eq(mdmAdeTokens.accountId, scope.accountId), eq(mdmAdeTokens.id, row.id)));
    await audit(tx, token.org_name ?? scope.account.name, { id: row.id, consumer_key: token.consumer_key, expires_at: expiresAt.toISOString() });
  });
  return adeState(db, scope, now);
}

// ---------- content tokens ----------

/** An Apps and Books sToken is base64 of JSON with expDate; other text is kept without an expiry. */
function contentTokenExpiry(token: string): Date | null {
  try {
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { expDate?: unknown };
    const t = typeof decoded.expDate === 'string' ? Date.parse(decoded.expDate) : NaN;
    return Number.isNaN(t) ? null : new Date(t);
  } catch {
    return null;
  }
}

const masked = (hint: string) => `••••••••${hint}`;

export async function listContentTokens(db: Db, scope: Scope): Promise<ContentTokenRow[]> {
  const rows = await db.select().from(mdmContentTokens).where(eq(mdmContentTokens.accountId, scope.accountId)).orderBy(desc(mdmContentTokens.createdAt)).limit(100);
  return rows.map((r) => ({
    id: r.id, apple_id: r.appleId, region: r.region, token_masked: masked(r.tokenHint), expires_at: r.expiresAt?.toISOString() ?? null, created_at: r.createdAt.toISOString(),
  }));
}

export async function addContentToken(db: Db, scope: Scope, body: { apple_id: string; region: string; token: string }, now: Date, audit: Audit): Promise<ContentTokenRow> {
  const id = crypto.randomUUID();
  const hint = body.token.slice(-4);
  const expiresAt = contentTokenExpiry(body.token);
  await db.transaction(async (tx) => {
    await tx.insert(mdmContentTokens).values({
      accountId: scope.accountId, id, appleId: body.apple_id, region: body.region, tokenSealed: secretBox().seal(body.token, `mdm-content:${id}`),
      tokenHint: hint, expiresAt, createdBy: scope.memberId, createdAt: now,
    });
    await audit(tx, body.apple_id, { id, region: body.region });
  });
  return { id, apple_id: body.apple_id, region: body.region, token_masked: masked(hint), expires_at: expiresAt?.toISOString() ?? null, created_at: now.toISOString() };
}

export async function deleteContentToken(db: Db, scope: Scope, id: string, audit: Audit): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx.delete(mdmContentTokens).where(and(eq(mdmContentTokens.accountId, scope.accountId), eq(mdmContentTokens.id, id))).returning({ appleId: mdmContentTokens.appleId });
    if (gone.length === 0) throw notFound('No such content token.');
    await audit(tx, gone[0].appleId, { id });
  });
}
