// Issue 20 part 1: enrolment PINs, the downloaded profile, the check-in protocol, the push certificate,
// ADE server tokens and content tokens, compared with what the database holds.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import forge from 'node-forge';
import { parse } from 'plist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLE_ID_REQUIRED, MDM_NOT_REGISTERED_MESSAGE, PIN_EXPIRED_MESSAGE, PIN_USED_MESSAGE, REGION_REQUIRED, TOKEN_REQUIRED,
} from '../../src/api/contract/mdm-enrol';
import { auditLog, endpoints, mdmContentTokens, mdmDevices, mdmEnrolmentPins, mdmEnrolments, mdmPushCertificates } from '../../server/db/schema/index';
import { checkOutMac, enrolMac, newMac, readProfile, type CheckinTransport } from '../../tools/simulate/mdm-enrol';
import { DEMO_MDM_PIN } from '../../server/seed/mdm';
import { createTestApp, testIp, type TestApp } from './helpers';

const ADMIN = 'admin@acme.test';
const GLOBEX = 'admin@globex.test';
const AUDITOR = 'auditor@acme.test';
type Dict = Record<string, unknown>;

let t: TestApp;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = t.accounts['Acme Corp'].id;
});
afterAll(async () => t?.close());

async function createPin(body: Dict = {}) {
  const res = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/pins', payload: { label: 'Test PIN', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; code: string; state: string }>();
}

const enrolmentCount = async () => Number((await t.db.select({ n: count() }).from(mdmEnrolments).where(eq(mdmEnrolments.accountId, acme)))[0].n);

function download(code: string, ip = testIp()) {
  return t.app.inject({ method: 'POST', url: '/api/mdm/enroll-pin', payload: { code }, remoteAddress: ip });
}

const send: CheckinTransport = async ({ url, body, headers }) => {
  const res = await t.app.inject({ method: 'PUT', url, payload: body, headers });
  return { statusCode: res.statusCode, body: res.body };
};

async function deviceStats() {
  const e = Date.now();
  const res = await t.as(ADMIN, { method: 'GET', url: `/api/device-stats?s=${e - 6 * 86_400_000}&e=${e}&z=UTC` });
  expect(res.statusCode).toBe(200);
  return res.json<{ mdm_enrolled_device_count: number; mac_count: number }>();
}

describe('enrolment PINs and the profile', () => {
  it('creates a PIN shown once and stored hashed, and its profile is a real Configuration property list', async () => {
    const pin = await createPin({ single_use: true, expires_in_days: 3 });
    expect(pin.code).toMatch(/^[A-Z2-9]{8}$/);
    const [row] = await t.db.select().from(mdmEnrolmentPins).where(and(eq(mdmEnrolmentPins.accountId, acme), eq(mdmEnrolmentPins.id, pin.id)));
    expect(row.codeHash).not.toContain(pin.code);
    expect(JSON.stringify(row)).not.toContain(pin.code);
    const list = await t.as(ADMIN, { method: 'GET', url: '/api/mdm/pins' });
    expect(list.body).not.toContain(pin.code);
    expect(list.json<{ id: string; state: string }[]>().find((p) => p.id === pin.id)?.state).toBe('ACTIVE');
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.accountId, acme), eq(auditLog.action, 'mdm.pin.create')));
    expect(audits.length).toBeGreaterThan(0);

    // the PIN sign-in and the check answer the company, case and dashes forgiven
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/pin', payload: { code: `${pin.code.slice(0, 4).toLowerCase()}-${pin.code.slice(4)}` }, remoteAddress: testIp() });
    expect(signin.statusCode, signin.body).toBe(200);
    expect(signin.json()).toMatchObject({ account_name: 'Acme Corp', single_use: true });
    const check = await t.app.inject({ method: 'GET', url: `/api/mdm/enroll-pin?code=${pin.code}`, remoteAddress: testIp() });
    expect(check.json<{ profile: { payloads: { type: string }[] } }>().profile.payloads.map((p) => p.type)).toEqual(['com.apple.security.pkcs12', 'com.apple.mdm']);

    const before = await enrolmentCount();
    const res = await download(pin.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-apple-aspen-config');
    expect(res.headers['content-disposition']).toContain('.mobileconfig');
    const profile = parse(res.body) as Dict;
    expect(profile.PayloadType).toBe('Configuration');
    expect(profile.PayloadVersion).toBe(1);
    const payloads = profile.PayloadContent as Dict[];
    const mdm = payloads.find((p) => p.PayloadType === 'com.apple.mdm')!;
    const identity = payloads.find((p) => p.PayloadType === 'com.apple.security.pkcs12')!;
    expect(mdm.ServerURL).toMatch(/\/mdm\/server\?enrolment=me_/);
    expect(mdm.CheckInURL).toMatch(/\/mdm\/checkin\?enrolment=me_/);
    expect(mdm.IdentityCertificateUUID).toBe(identity.PayloadUUID);
    expect(mdm.AccessRights).toBeGreaterThan(0);
    const uuids = [profile.PayloadUUID, ...payloads.map((p) => p.PayloadUUID)];
    expect(new Set(uuids).size).toBe(3);
    expect(new Set([profile.PayloadIdentifier, ...payloads.map((p) => p.PayloadIdentifier)]).size).toBe(3);
    // the identity opens with the profile's password, and its fingerprint is the enrolment's
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(Buffer.from(identity.PayloadContent as Uint8Array).toString('binary')), String(identity.Password));
    const cert = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]![0].cert!;
    const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
    const { createHash } = await import('node:crypto');
    const fingerprint = createHash('sha256').update(der).digest('hex');
    expect(await enrolmentCount()).toBe(before + 1);
    const [enrolment] = await t.db.select().from(mdmEnrolments).where(and(eq(mdmEnrolments.accountId, acme), eq(mdmEnrolments.pinId, pin.id)));
    expect(enrolment.identityFingerprint).toBe(fingerprint);
    expect(enrolment.secretHash).not.toBe(new URL(String(mdm.CheckInURL)).searchParams.get('enrolment'));

    // a one-time PIN is spent: refused with its reason, nothing more created
    const again = await download(pin.code);
    expect(again.statusCode).toBe(404);
    expect(again.json().exception).toBe(PIN_USED_MESSAGE);
    expect(await enrolmentCount()).toBe(before + 1);
  });

  it('refuses a wrong, an expired and a revoked PIN with the message, creating nothing', async () => {
    const before = await enrolmentCount();
    const wrong = await download('ZZZZZZZZ');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().exception).toBe(MDM_NOT_REGISTERED_MESSAGE);

    const pin = await createPin({ single_use: false });
    await t.db.update(mdmEnrolmentPins).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(mdmEnrolmentPins.accountId, acme), eq(mdmEnrolmentPins.id, pin.id)));
    const expired = await download(pin.code);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().exception).toBe(PIN_EXPIRED_MESSAGE);

    const revokable = await createPin({ single_use: false });
    const revoke = await t.as(ADMIN, { method: 'POST', url: `/api/mdm/pins/${revokable.id}/revoke` });
    expect(revoke.json().state).toBe('REVOKED');
    expect((await download(revokable.code)).statusCode).toBe(404);
    const malformed = await download('not a pin!');
    expect(malformed.statusCode).toBe(400);
    expect(await enrolmentCount()).toBe(before);
    const [uses] = await t.db.select({ uses: mdmEnrolmentPins.uses }).from(mdmEnrolmentPins).where(and(eq(mdmEnrolmentPins.accountId, acme), eq(mdmEnrolmentPins.id, pin.id)));
    expect(uses.uses).toBe(0);
  });

  it('the demo PIN opens Acme, whose demo Macs are listed as enrolled', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/mdm/enroll-pin?code=${DEMO_MDM_PIN}`, remoteAddress: testIp() });
    expect(res.json()).toMatchObject({ account_name: 'Acme Corp', single_use: false });
    const listed = await t.as(ADMIN, { method: 'GET', url: '/api/mdm/enrolled-devices' });
    const enrolled = await t.db.select({ n: count() }).from(mdmDevices).where(and(eq(mdmDevices.accountId, acme), eq(mdmDevices.status, 'ENROLLED')));
    expect(listed.json<{ status: string }[]>().filter((d) => d.status === 'ENROLLED')).toHaveLength(Number(enrolled[0].n));
  });

  it('limits PIN attempts per client IP', async () => {
    const ip = testIp();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await t.app.inject({ method: 'POST', url: '/api/auth/pin', payload: { code: 'QQQQQQQQ' }, remoteAddress: ip })).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers[10]).toBe(429);
    // another address is not slowed down
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/pin', payload: { code: 'QQQQQQQQ' }, remoteAddress: testIp() })).statusCode).toBe(404);
  });
});

describe('check-in', () => {
  it('a simulated Mac enrols, is matched to its endpoint by serial number, moves the MDM figure, and checks out', async () => {
    const [mac] = await t.db
      .select()
      .from(endpoints)
      .where(and(eq(endpoints.accountId, acme), eq(endpoints.platformFamily, 'MacOS'), eq(endpoints.mdmManaged, false), eq(endpoints.infra, false)))
      .limit(1);
    expect(mac).toBeDefined();
    const statsBefore = await deviceStats();
    const pin = await createPin({ single_use: true });
    const enrolment = readProfile((await download(pin.code)).body);
    const device = newMac(mac.serial);
    await enrolMac(send, enrolment, device);

    const [row] = await t.db.select().from(mdmDevices).where(and(eq(mdmDevices.accountId, acme), eq(mdmDevices.udid, device.udid)));
    expect(row).toMatchObject({ status: 'ENROLLED', serialNumber: mac.serial, endpointId: mac.id, enrolledByPinId: pin.id });
    expect(row.pushToken).toBeTruthy();
    expect(row.unlockTokenSealed).toMatch(/^v1\./);
    const [endpoint] = await t.db.select({ m: endpoints.mdmManaged }).from(endpoints).where(and(eq(endpoints.accountId, acme), eq(endpoints.id, mac.id)));
    expect(endpoint.m).toBe(true);
    const statsAfter = await deviceStats();
    expect(statsAfter.mdm_enrolled_device_count).toBe(statsBefore.mdm_enrolled_device_count + 1);

    const listed = await t.as(ADMIN, { method: 'GET', url: '/api/mdm/enrolled-devices' });
    expect(listed.json<{ udid: string; pin_label: string }[]>().find((d) => d.udid === device.udid)?.pin_label).toBe('Test PIN');

    await checkOutMac(send, enrolment, device);
    const [out] = await t.db.select().from(mdmDevices).where(and(eq(mdmDevices.accountId, acme), eq(mdmDevices.udid, device.udid)));
    expect(out.status).toBe('UNENROLLED');
    const [after] = await t.db.select({ m: endpoints.mdmManaged }).from(endpoints).where(and(eq(endpoints.accountId, acme), eq(endpoints.id, mac.id)));
    expect(after.m).toBe(false);
    expect((await deviceStats()).mdm_enrolled_device_count).toBe(statsBefore.mdm_enrolled_device_count);
  });

  it('refuses a bad property list with its reason and an unknown enrolment with 401', async () => {
    const pin = await createPin();
    const enrolment = readProfile((await download(pin.code)).body);
    const headers = { 'content-type': 'application/x-apple-aspen-mdm-checkin' };
    const bad = await t.app.inject({ method: 'PUT', url: `/mdm/checkin?enrolment=${enrolment.token}`, payload: '<plist><dict><key>x', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exception).toMatch(/property list/);
    const noUdid = await t.app.inject({ method: 'PUT', url: `/mdm/checkin?enrolment=${enrolment.token}`, payload: '<?xml version="1.0"?><plist version="1.0"><dict><key>MessageType</key><string>Authenticate</string></dict></plist>', headers });
    expect(noUdid.statusCode).toBe(400);
    const forged = `me_${acme.replace(/-/g, '')}_${'A'.repeat(43)}`;
    const unknown = await t.app.inject({ method: 'PUT', url: `/mdm/checkin?enrolment=${forged}`, payload: '<plist/>', headers });
    expect(unknown.statusCode).toBe(401);
    expect(await t.db.select().from(mdmDevices).where(sql`${mdmDevices.enrolmentId} = ${(await t.db.select().from(mdmEnrolments).where(eq(mdmEnrolments.pinId, pin.id)))[0].id}`)).toHaveLength(0);
  });
});

function certificateFor(publicKey: forge.pki.PublicKey, options: { topic?: string; days?: number } = {}) {
  const ca = forge.pki.rsa.generateKeyPair({ bits: 1024, workers: -1 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = '0a1b2c';
  const days = options.days ?? 365;
  cert.validity.notBefore = new Date(Date.now() - 400 * 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + days * 86_400_000);
  const subject: forge.pki.CertificateField[] = [{ name: 'commonName', value: 'APSP:test' }];
  if (options.topic !== undefined) subject.unshift({ type: '0.9.2342.19200300.100.1.1', value: options.topic });
  cert.setSubject(subject);
  cert.setIssuer([{ name: 'commonName', value: 'Apple Application Integration 2 Certification Authority' }]);
  cert.sign(ca.privateKey, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

describe('push certificate', () => {
  it('accepts the certificate signed for the CSR and shows its expiry; refuses another key and an expired one', async () => {
    expect((await t.as(ADMIN, { method: 'POST', url: '/api/mdm/push-certificate/csr' })).statusCode).toBe(201);
    const csrRes = await t.as(ADMIN, { method: 'GET', url: '/api/mdm/push-certificate/csr' });
    expect(csrRes.statusCode).toBe(200);
    const csr = forge.pki.certificationRequestFromPem(csrRes.body);
    expect(csr.verify()).toBe(true);
    const [stored] = await t.db.select().from(mdmPushCertificates).where(eq(mdmPushCertificates.accountId, acme)).orderBy(desc(mdmPushCertificates.createdAt));
    expect(stored.privateKeySealed).toMatch(/^v1\./);
    expect(stored.privateKeySealed).not.toContain('PRIVATE KEY');

    const other = forge.pki.rsa.generateKeyPair({ bits: 1024, workers: -1 });
    const mismatch = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/push-certificate', payload: { file: certificateFor(other.publicKey, { topic: 'com.apple.mgmt.External.x' }) } });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().exception).toMatch(/not issued for this server/);

    const expired = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/push-certificate', payload: { file: certificateFor(csr.publicKey!, { topic: 'com.apple.mgmt.External.x', days: -1 }) } });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().exception).toMatch(/expired/);

    const topic = 'com.apple.mgmt.External.0d5e6f7a-1111-2222-3333-444455556666';
    const ok = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/push-certificate', payload: { file: certificateFor(csr.publicKey!, { topic, days: 20 }) } });
    expect(ok.statusCode, ok.body).toBe(200);
    const state = ok.json<{ certificate: { topic: string; not_after: string; expiring_soon: boolean; days_left: number } }>();
    const [row] = await t.db.select().from(mdmPushCertificates).where(eq(mdmPushCertificates.accountId, acme)).orderBy(desc(mdmPushCertificates.createdAt));
    expect(state.certificate.topic).toBe(topic);
    expect(state.certificate.not_after).toBe(row.notAfter!.toISOString());
    expect(state.certificate.expiring_soon).toBe(true);

    // the next profile carries the topic
    const pin = await createPin();
    expect(readProfile((await download(pin.code)).body).topic).toBe(topic);
  });

  it('refuses a file that is no certificate with 400', async () => {
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/push-certificate', payload: { file: 'bm90IGEgY2VydA==' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('ADE and content tokens', () => {
  it('decrypts a server token encrypted to the server certificate and shows its organisation and expiry', async () => {
    expect((await t.as(ADMIN, { method: 'POST', url: '/api/mdm/ade/key' })).statusCode).toBe(201);
    const pem = (await t.as(ADMIN, { method: 'GET', url: '/api/mdm/ade/public-key' })).body;
    const expiry = new Date(Date.now() + 300 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const message = JSON.stringify({ consumer_key: 'CK_test', consumer_secret: 'CS', access_token: 'AT_test', access_secret: 'AS', access_token_expiry: expiry, org_name: 'Acme Devices' });
    const p7 = forge.pkcs7.createEnvelopedData();
    p7.addRecipient(forge.pki.certificateFromPem(pem));
    p7.content = forge.util.createBuffer(`Content-Type: text/plain;charset=UTF-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n-----BEGIN MESSAGE-----\n${message}\n-----END MESSAGE-----\n`);
    p7.encrypt();
    const smime = `Content-Type: application/pkcs7-mime; name="smime.p7m"; smime-type=enveloped-data\r\nContent-Transfer-Encoding: base64\r\n\r\n${forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes(), 76)}`;
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/ade/token', payload: { file: smime } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toMatchObject({ org_name: 'Acme Devices', consumer_key: 'CK_test', expires_at: new Date(expiry).toISOString(), expired: false });

    // a token for another server key is refused
    const otherKey = forge.pki.rsa.generateKeyPair({ bits: 1024, workers: -1 });
    const otherCert = forge.pki.createCertificate();
    otherCert.publicKey = otherKey.publicKey;
    otherCert.validity.notAfter = new Date(Date.now() + 86_400_000);
    otherCert.setSubject([{ name: 'commonName', value: 'other' }]);
    otherCert.setIssuer([{ name: 'commonName', value: 'other' }]);
    otherCert.sign(otherKey.privateKey);
    const p7b = forge.pkcs7.createEnvelopedData();
    p7b.addRecipient(otherCert);
    p7b.content = forge.util.createBuffer(message);
    p7b.encrypt();
    const refused = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/ade/token', payload: { file: forge.util.encode64(forge.asn1.toDer(p7b.toAsn1()).getBytes()) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().exception).toMatch(/another server key/);
  });

  it('requires Apple ID, region and token, and stores the token encrypted, shown masked', async () => {
    const empty = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/content-tokens', payload: { apple_id: '', token: '' } });
    expect(empty.statusCode).toBe(400);
    const messages = empty.json<{ issues: { message: string }[] }>().issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([APPLE_ID_REQUIRED, REGION_REQUIRED, TOKEN_REQUIRED]));
    const token = Buffer.from(JSON.stringify({ token: 'secret-vpp-token-value-9876', expDate: '2027-05-01T10:00:00+0000', orgName: 'Acme' })).toString('base64');
    const res = await t.as(ADMIN, { method: 'POST', url: '/api/mdm/content-tokens', payload: { apple_id: 'vpp@acme.test', region: 'US', token } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain(token);
    expect(res.json().token_masked.endsWith(token.slice(-4))).toBe(true);
    const [row] = await t.db.select().from(mdmContentTokens).where(eq(mdmContentTokens.accountId, acme));
    expect(row.tokenSealed).not.toContain(token);
    expect(res.json().expires_at).toBe(row.expiresAt!.toISOString());
    const del = await t.as(ADMIN, { method: 'DELETE', url: `/api/mdm/content-tokens/${row.id}` });
    expect(del.statusCode).toBe(204);
  });
});

describe('gating', () => {
  it('Globex (no MDM) and the auditor get 403; a Globex PIN cannot exist', async () => {
    for (const url of ['/api/mdm/pins', '/api/mdm/push-certificate', '/api/mdm/ade', '/api/mdm/content-tokens', '/api/mdm/enrolled-devices']) {
      expect((await t.as(GLOBEX, { method: 'GET', url })).statusCode, url).toBe(403);
      expect((await t.as(AUDITOR, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await t.as(GLOBEX, { method: 'POST', url: '/api/mdm/pins', payload: { label: 'x' } })).statusCode).toBe(403);
  });
});
