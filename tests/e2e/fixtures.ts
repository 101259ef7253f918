import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import type { SessionResponse } from '../../src/api/contract/auth';

export const DEMO_PASSWORD = 'Palisade-demo-1';

export const DEMO_USERS = {
  acmeAdmin: { email: 'admin@acme.test', landing: '/dashboard' },
  acmeGroupAdmin: { email: 'groupadmin@acme.test', landing: '/alerts-saas-apps' },
  acmeAuditor: { email: 'auditor@acme.test', landing: '/alerts-saas-apps' },
  globexAdmin: { email: 'admin@globex.test', landing: '/dashboard' },
  providerAdmin: { email: 'ops@palisade.test', landing: '/palisade-accounts' },
  superAdmin: { email: 'root@palisade.test', landing: '/palisade-accounts' },
} as const;

export async function apiSignIn(request: APIRequestContext, email: string): Promise<SessionResponse> {
  const res = await request.post('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SessionResponse;
}

/** Puts a session where the console keeps it (spec part 1 §3), before any page script runs. */
export async function useStoredSession(page: Page, session: Omit<SessionResponse, 'role'>): Promise<void> {
  const stored = {
    display_name: session.display_name,
    email: session.email,
    token: session.token,
    login_type: session.login_type,
    account_name: session.account_name,
    account_id: session.account_id,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e.session-planted')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e.session-planted', '1');
      }
    },
    [STORAGE_KEYS.user, JSON.stringify(stored)] as const,
  );
}

/** The login fixture: signs in through the API and skips the form. */
export const test = base.extend<{ signInAs: (email: string) => Promise<SessionResponse> }>({
  signInAs: async ({ page, request }, use) => {
    await use(async (email: string) => {
      const session = await apiSignIn(request, email);
      await useStoredSession(page, session);
      return session;
    });
  },
});

export { expect };

/** The page's main landmark is shown and nothing in it still says Loading. */
export async function settled(page: Page) {
  await expect(page.locator('#main')).toBeVisible();
  await expect(page.locator('#main').getByText('Loading', { exact: true })).toHaveCount(0, { timeout: 20_000 });
}

/**
 * axe over the main landmark (or `include`, such as an open dialog): no serious or critical violation, each
 * named with where it was found. `exclude`: parts axe cannot enter, such as a sandboxed preview frame without
 * scripts.
 */
export async function noSeriousViolations(page: Page, what: string, { exclude, include = '#main' }: { exclude?: string; include?: string } = {}) {
  const builder = new AxeBuilder({ page }).include(include);
  // axe refuses to run while the part is momentarily absent (a re-render swapping the frame): wait for it and retry
  let results: Awaited<ReturnType<AxeBuilder['analyze']>> | undefined;
  await expect(async () => {
    await expect(page.locator(include).first()).toBeAttached();
    results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  }).toPass({ timeout: 15_000 });
  if (!results) throw new Error(`axe did not run on ${what}`);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}


/**
 * Makes the palette row of this command the active one with the arrow keys (keyboard only), re-reading
 * the rows after each try: results may still re-rank while lazily loaded entities arrive.
 */
export async function selectCommand(page: Page, commandId: string): Promise<void> {
  const rows = page.getByRole('listbox').getByRole('option');
  const row = page.getByRole('listbox').locator(`[data-command-id="${commandId}"]`);
  await expect(row).toBeVisible();
  await expect(async () => {
    const { target, active } = await rows.evaluateAll((els, id) => ({
      target: els.findIndex((el) => el.getAttribute('data-command-id') === id),
      active: els.findIndex((el) => el.getAttribute('aria-selected') === 'true'),
    }), commandId);
    const key = target > active ? 'ArrowDown' : 'ArrowUp';
    for (let i = 0; i < Math.abs(target - active); i++) await page.keyboard.press(key);
    await expect(row).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
