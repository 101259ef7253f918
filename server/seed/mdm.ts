// Demo MDM enrolment (issue 20) for a company with enable_mdm (Acme): a push certificate issued for the
// company's CSR (by a stand-in CA, Apple's being out of reach), three PINs (a multi-use demo PIN
// 'ACMEMDM2', a spent one-time PIN, an expired one) and the Macs the fleet already marks MDM-managed as
// enrolled devices, so the enrolment list and the dashboard's MDM figure agree.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import forge from 'node-forge';
import type { Db } from '../db/client';
import { endpoints, mdmDevices, mdmEnrolmentPins, mdmPushCertificates } from '../db/schema/index';
import { secretBox } from '../lib/secret-box';
import { hashPin } from '../modules/mdm-enrol/pins';
import { rsaKeyPair } from '../modules/mdm-enrol/profile';

export const DEMO_MDM_PIN = 'ACMEMDM2';
const DAY = 86_400_000;

export async function seedDemoMdm(tx: Db, { now, accountId, accountName }: { now: Date; accountId: string; accountName: string }): Promise<void> {
  // push certificate: the CSR key, and a certificate for it with an MDM push topic
  const key = rsaKeyPair();
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = key.publicKey;
  csr.setSubject([{ name: 'commonName', value: `${accountName} MDM push` }, { name: 'organizationName', value: accountName }]);
  csr.sign(key.privateKey, forge.md.sha256.create());
  const ca = rsaKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = key.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 160 * DAY);
  cert.validity.notAfter = new Date(now.getTime() + 205 * DAY);
  const topic = `com.apple.mgmt.External.${randomUUID()}`;
  cert.setSubject([
    { type: '0.9.2342.19200300.100.1.1', value: topic },
    { name: 'commonName', value: `APSP:${randomUUID()}` },
    { name: 'countryName', value: 'US' },
  ]);
  const issuer = [{ name: 'commonName', value: 'Demo Push Certification Authority (stand-in for Apple)' }, { name: 'organizationName', value: 'Palisade demo' }];
  cert.setIssuer(issuer);
  cert.sign(ca.privateKey, forge.md.sha256.create());
  const pushId = randomUUID();
  await tx.insert(mdmPushCertificates).values({
    accountId, id: pushId, csrPem: forge.pki.certificationRequestToPem(csr), privateKeySealed: secretBox().seal(key.privatePem, `mdm-push:${pushId}`),
    certificatePem: forge.pki.certificateToPem(cert), subject: `UID=${topic}, CN=${String(cert.subject.getField('CN').value)}, C=US`,
    issuer: issuer.map((a) => `${a.name === 'commonName' ? 'CN' : 'O'}=${a.value}`).join(', '), topic, serialNumber: cert.serialNumber,
    notBefore: cert.validity.notBefore, notAfter: cert.validity.notAfter, uploadedAt: new Date(now.getTime() - 159 * DAY), createdAt: new Date(now.getTime() - 160 * DAY),
  });

  // PINs
  const demoPinId = randomUUID();
  await tx.insert(mdmEnrolmentPins).values([
    { accountId, id: demoPinId, codeHash: hashPin(DEMO_MDM_PIN), label: 'Demo laptops', singleUse: false, expiresAt: new Date(now.getTime() + 60 * DAY), uses: 0, createdAt: new Date(now.getTime() - 30 * DAY) },
    { accountId, id: randomUUID(), codeHash: hashPin(randomBytes(8).toString('hex')), label: 'New hire (used)', singleUse: true, expiresAt: new Date(now.getTime() + 5 * DAY), uses: 1, createdAt: new Date(now.getTime() - 2 * DAY) },
    { accountId, id: randomUUID(), codeHash: hashPin(randomBytes(8).toString('hex')), label: 'Contractors Q2', singleUse: false, expiresAt: new Date(now.getTime() - 10 * DAY), uses: 3, createdAt: new Date(now.getTime() - 70 * DAY) },
  ]);

  // the fleet's MDM-managed Macs, enrolled through the demo PIN
  const macs = await tx
    .select({ id: endpoints.id, serial: endpoints.serial, hostname: endpoints.hostname, osVersion: endpoints.osVersion, owner: endpoints.ownerPersonId })
    .from(endpoints)
    .where(and(eq(endpoints.accountId, accountId), eq(endpoints.platformFamily, 'MacOS'), eq(endpoints.mdmManaged, true)));
  if (macs.length === 0) return;
  await tx.insert(mdmDevices).values(
    macs.map((m, i) => ({
      accountId, id: randomUUID(), endpointId: m.id, udid: randomUUID().toUpperCase(), serialNumber: m.serial, model: i % 2 ? 'MacBookAir10,1' : 'MacBookPro18,3',
      osVersion: m.osVersion, deviceName: m.hostname, enrolledAt: new Date(now.getTime() - (20 + (i % 40)) * DAY), lastCheckinAt: new Date(now.getTime() - (i % 12) * 3_600_000),
      pushToken: randomBytes(32).toString('base64'), pushMagic: randomUUID().toUpperCase(), topic, status: 'ENROLLED' as const, enrolledByPinId: demoPinId, personId: m.owner,
    })),
  );
  await tx.update(mdmEnrolmentPins).set({ uses: macs.length }).where(and(eq(mdmEnrolmentPins.accountId, accountId), eq(mdmEnrolmentPins.id, demoPinId)));
}
