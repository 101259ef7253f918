import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config is evaluated again in every worker; the first evaluation picks the port and the
// data directory and hands them to the workers through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]).toString().trim();
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freePort();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'palisade-e2e-'));
  // the local directory server of the integrations spec: the server's Graph and Google base URLs point at it
  do {
    process.env.E2E_DIRECTORY_PORT = freePort();
  } while (process.env.E2E_DIRECTORY_PORT === process.env.E2E_PORT);
  // the demo database weighs about 500 MB: a run that left it behind filled the disk after a day of runs
  const dataDir = process.env.E2E_DATA_DIR;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const WRITERS = ['websites', 'saas-inventory', 'saas-config', 'palette-apps', 'askciso', 'enforcement', 'provider', 'admin-logs', 'catalog-admin', 'provider-actions', 'people', 'releases', 'billing', 'email-reports', 'commands', 'company-templates', 'ztpa', 'compliance-config', 'mdm-apps', 'dlp-policies', 'sso', 'mdm-commands', 'mdm-enrol', 'auth-local', 'settings-api', 'mdm-policies', 'mdm-catalog', 'integrations', 'accessibility'];
const WRITERS_PATTERN = new RegExp(`/(${WRITERS.join('|')})\\.spec\\.ts$`);
const chromium = { ...devices['Desktop Chrome'], channel: undefined };
export const E2E_JWT_SECRET = 'e2e-only-secret-that-signs-short-lived-tokens';
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const directoryURL = `http://127.0.0.1:${process.env.E2E_DIRECTORY_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // No retry, in CI either: a test that fails under load gets a cause and a fix (a wait for what it needs), not a rerun.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // CI keeps only its log, so a trace there would never be opened; recording one for every test (screencast
    // frames, DOM snapshots per action) cost about 15% of the CPU of the end-to-end specs on the 2-core machine
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
      // its stdout is ignored: a JSON line per request was serialised for nobody
      LOG_LEVEL: 'warn',
      // integrations spec (issue 27): directory pulls and GRC exports may call its local http servers
      OUTBOUND_ALLOW_PRIVATE: '1',
      IAM_ALLOW_HTTP: '1',
      IAM_GRAPH_URL: directoryURL,
      IAM_MS_LOGIN_URL: directoryURL,
      IAM_GOOGLE_API_URL: directoryURL,
      // a helper building into its own directory (vite build --outDir) keeps parallel builds apart
      ...(process.env.STATIC_DIR ? { STATIC_DIR: process.env.STATIC_DIR } : {}),
    },
  },
});
