// Issue 20 part 1 (writer: adds a PIN, an enrolment and a push certificate to Acme): an admin creates a PIN
// on /mdm-enroll, a user enters it on /mdm-login and downloads the profile from /enroll-mdm (parsed with
// plist); the push certificate page shows the uploaded certificate's expiry as the API gives it.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { parse } from 'plist';
import { DEMO_USERS, expect, noSeriousViolations, settled, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

test('an admin creates a PIN; with it a user downloads a real enrolment profile', async ({ page, signInAs, browser }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/mdm-enroll');
  await expect(page.getByRole('heading', { name: 'Enrolment PINs' })).toBeVisible();
  await page.getByLabel('Label').fill('E2E laptop');
  await page.getByRole('button', { name: 'Create PIN' }).click();
  const code = (await page.getByTestId('new-pin').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByRole('row', { name: /E2E laptop/ })).toContainText('Active');
  await noSeriousViolations(page, '/mdm-enroll');

  // the user, not signed in
  const context = await browser.newContext();
  const user = await context.newPage();
  await user.goto('/mdm-login');
  await user.getByLabel('Enrolment PIN').fill(code.toLowerCase());
  await user.getByRole('button', { name: 'Continue' }).click();
  await expect(user.getByRole('heading', { name: 'Enroll this Mac in Acme Corp' })).toBeVisible();
  await noSeriousViolations(user, '/enroll-mdm');
  const [download] = await Promise.all([user.waitForEvent('download'), user.getByRole('button', { name: 'Download profile' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.mobileconfig$/);
  const profile = parse(readFileSync((await download.path())!, 'utf8')) as { PayloadType: string; PayloadContent: { PayloadType: string; CheckInURL?: string }[] };
  expect(profile.PayloadType).toBe('Configuration');
  expect(profile.PayloadContent.map((p) => p.PayloadType)).toEqual(['com.apple.security.pkcs12', 'com.apple.mdm']);
  expect(profile.PayloadContent[1].CheckInURL).toContain('/mdm/checkin?enrolment=');
  await expect(user.getByRole('heading', { name: 'Profile downloaded' })).toBeVisible();

  // the one-time PIN is spent now
  await user.goto('/mdm-login');
  await user.getByLabel('Enrolment PIN').fill(code);
  await user.getByRole('button', { name: 'Continue' }).click();
  await expect(user.getByRole('alert')).toContainText('already been used');
  await context.close();
});

test('the push certificate page shows the uploaded certificate’s expiry', async ({ page, request, signInAs }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const headers = { authorization: `Bearer ${session.token}` };
  await page.goto('/push-certificate');
  await settled(page);
  await page.getByRole('button', { name: 'Generate a new CSR' }).click();
  await expect(page.getByRole('button', { name: 'Download CSR' })).toBeVisible();
  await noSeriousViolations(page, '/push-certificate');

  // stand in for Apple: sign the CSR
  const csrRes = await request.get('/api/mdm/push-certificate/csr', { headers });
  const csr = forge.pki.certificationRequestFromPem(await csrRes.text());
  const ca = forge.pki.rsa.generateKeyPair({ bits: 1024, workers: -1 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = csr.publicKey!;
  cert.serialNumber = '0e2e';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 300 * 86_400_000);
  cert.setSubject([{ type: '0.9.2342.19200300.100.1.1', value: 'com.apple.mgmt.External.e2e-topic' }, { name: 'commonName', value: 'APSP:e2e' }]);
  cert.setIssuer([{ name: 'commonName', value: 'E2E stand-in CA' }]);
  cert.sign(ca.privateKey, forge.md.sha256.create());
  const file = join(tmpdir(), `mdm-push-${Date.now()}.pem`);
  writeFileSync(file, forge.pki.certificateToPem(cert));

  await page.getByRole('link', { name: /Renew certificate|Upload certificate/ }).click();
  await expect(page).toHaveURL(/\/add-certificate$/);
  await page.getByLabel('Certificate file (.pem, .cer or .p12)').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/push-certificate$/);
  const state = await (await request.get('/api/mdm/push-certificate', { headers })).json();
  expect(state.certificate.topic).toBe('com.apple.mgmt.External.e2e-topic');
  expect(new Date(state.certificate.not_after).getTime()).toBe(Math.floor(cert.validity.notAfter.getTime() / 1000) * 1000);
  await expect(page.getByText('com.apple.mgmt.External.e2e-topic', { exact: true })).toBeVisible();
  await expect(page.getByText('UID=com.apple.mgmt.External.e2e-topic, CN=APSP:e2e')).toBeVisible();
  await expect(page.getByTestId('push-expiry')).toContainText(String(cert.validity.notAfter.getFullYear()));
  await expect(page.getByTestId('push-expiry')).toContainText('299 days left');
});
