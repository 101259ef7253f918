import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config is evaluated again in every worker; the first evaluation picks the port and the
// data directory and hands them to the workers through the environment.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]).toString().trim();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'palisade-e2e-'));
  // the demo database weighs about 500 MB: a run that left it behind filled the disk after a day of runs
  const dataDir = process.env.E2E_DATA_DIR;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const WRITERS = ['websites', 'saas-inventory', 'saas-config', 'palette-apps', 'askciso', 'enforcement', 'provider', 'admin-logs', 'catalog-admin', 'provider-actions', 'people', 'releases', 'billing', 'email-reports', 'commands', 'company-templates', 'ztpa', 'compliance-config', 'mdm-apps', 'dlp-policies', 'sso', 'mdm-commands', 'mdm-enrol', 'auth-local', 'settings-api', 'mdm-policies', 'mdm-catalog', 'accessibility'];
const WRITERS_PATTERN = new RegExp(`/(${WRITERS.join('|')})\\.spec\\.ts$`);
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
export const E2E_JWT_SECRET = 'e2e-only-secret-that-signs-short-lived-tokens';
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // One retry in CI only: the reload-once tests race Chromium's reload on a loaded 2-core machine (see the issue note).
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Specs that change the shared demo company (block apps, add policies, enrol simulated endpoints) run
  // after the ones that compare screens with the API, and one after another: each compares what it
  // changed with what the API says, and every policy change moves the version the enforcement spec waits on.
  projects: [
    { name: 'readers', testIgnore: WRITERS_PATTERN, use: chromium },
    ...WRITERS.map((name, i) => ({
      name: `writers-${name}`,
      testMatch: new RegExp(`/${name}\\.spec\\.ts$`),
      dependencies: [i === 0 ? 'readers' : `writers-${WRITERS[i - 1]}`],
      use: chromium,
    })),
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port!,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR!,
      JWT_SECRET: E2E_JWT_SECRET,
      // a helper building into its own directory (vite build --outDir) keeps parallel builds apart
      ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
    },
  },
});
