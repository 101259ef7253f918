// Issue 8 "Tests: End-to-end": ask AskCISO in the chat and open the answer's link, ask from the palette,
// confirm an action and see it applied, follow-ups, the conversation list, and who may open the chat.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { z } from 'zod';
import type { conversationDetail } from '../../src/api/contract/askciso';
import type { CatalogApp } from '../../src/api/contract/saas';
import { apiSignIn, DEMO_USERS, expect, test, useStoredSession } from './fixtures';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const CONVERSATION_URL = /\/chatbot\/conversation\/[0-9a-f-]{36}$/;

const composer = (page: Page) => page.getByRole('textbox', { name: 'Ask AskCISO' });
const transcript = (page: Page) => page.getByRole('log', { name: 'Transcript' });

async function ask(page: Page, question: string) {
  await composer(page).fill(question);
  await composer(page).press('Enter');
}

/** The whole catalog, alphabetical as GET /api/saas returns it. */
async function catalog(request: APIRequestContext, token: string): Promise<CatalogApp[]> {
  const all: CatalogApp[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get('/api/saas', { headers: auth(token), params: { size: '500', page: String(page) } });
    expect(res.status(), await res.text()).toBe(200);
    const rows = (await res.json()) as CatalogApp[];
    all.push(...rows);
    if (rows.length < 500) return all;
  }
}

/**
 * An app no other spec touches: the alphabetically last Unclassified non-Gen-AI catalog app with a plain
 * name that no other app's name contains (so the engine's fuzzy match is unambiguous). enforcement.spec
 * takes the last Unclassified app of the first 200 and palette-apps.spec the first ones; both are skipped.
 */
async function untouchedUnclassifiedApp(request: APIRequestContext, token: string): Promise<CatalogApp> {
  const all = await catalog(request, token);
  const plain = (a: CatalogApp) => a.access_type === 'Unclassified' && /^[A-Za-z][A-Za-z ]{3,}$/.test(a.name);
  const enforcementPick = all.slice(0, 200).filter(plain).at(-1)?.name;
  const candidates = all.filter(
    (a) =>
      plain(a) &&
      !a.is_gen_ai &&
      a.name !== enforcementPick &&
      all.every((o) => o === a || !o.name.toLowerCase().includes(a.name.toLowerCase())),
  );
  expect(candidates.length, 'the catalog has an Unclassified work app').toBeGreaterThan(0);
  return candidates[candidates.length - 1];
}

async function catalogEntry(request: APIRequestContext, token: string, name: string): Promise<CatalogApp | undefined> {
  const res = await request.get('/api/saas', { headers: auth(token), params: { q: name, size: '100' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as CatalogApp[]).find((a) => a.name === name);
}

test('a question asked in the chat streams its figure, and its link opens SaaS Alerts with the filters', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/chatbot/conversation');
  await ask(page, 'How many blocked alerts last week?');
  await expect(transcript(page)).toContainText('How many blocked alerts last week?');
  await expect(transcript(page)).toContainText(/\d[\d,]* SaaS app alerts?/);
  await expect(page).toHaveURL(CONVERSATION_URL);

  // the figure shown is the one the stored answer computed
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const res = await request.get(`/api/chatbot/conversations/${id}`, { headers: auth(session.token) });
  expect(res.status(), await res.text()).toBe(200);
  const { messages } = (await res.json()) as z.infer<typeof conversationDetail>;
  const figure = messages.find((m) => m.role === 'assistant')?.answer?.figure;
  expect(typeof figure).toBe('number');
  await expect(transcript(page)).toContainText(`${figure!.toLocaleString('en-US')} SaaS app alert`);

  // SaaS Apps Alerts is still 'ScreenPending' (a later issue builds it), so the link is checked by its URL

  // a real link: it opens in a new tab, copies and middle-clicks like any other (issue 28 item 5)
  await expect(transcript(page).getByRole('link', { name: 'Open in SaaS Alerts' })).toHaveAttribute('href', /^\/alerts-saas-apps\?/);
  await transcript(page).getByRole('link', { name: 'Open in SaaS Alerts' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/alerts-saas-apps');
  const params = new URL(page.url()).searchParams;
  expect(params.getAll('t')).toEqual(['Block']);
  expect(params.get('range')).toBe('2');
});

test("the palette's 'Ask AskCISO' item opens the chat with the question sent and answered", async ({ page, signInAs }) => {
  const question = 'which users used chat gpt last week?';
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Open the command palette' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill(question);
  const last = page.getByRole('listbox').getByRole('option').last();
  await expect(last).toHaveAttribute('data-command-id', 'ask-askciso');
  await expect(last).toContainText(question);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(CONVERSATION_URL);
  await expect(transcript(page)).toContainText(question);
  // the answer names ChatGPT and offers its screen
  await expect(transcript(page).locator('[data-role="assistant"]')).toContainText('ChatGPT');
  await expect(transcript(page).locator('[data-role="assistant"]').getByRole('button').first()).toBeVisible();
});

test('blocking an app from the chat changes nothing until confirmed, then it is Unsanctioned with Block', async ({ page, signInAs, request }) => {
  const session = await signInAs(DEMO_USERS.acmeAdmin.email);
  const app = await untouchedUnclassifiedApp(request, session.token);
  await page.goto('/chatbot/conversation');
  await ask(page, `block ${app.name}`);

  const confirm = transcript(page).getByRole('button', { name: 'Block', exact: true });
  await expect(confirm).toBeVisible();
  await expect(transcript(page)).toContainText(`${app.name}: Unsanctioned with the Block action`);
  expect((await catalogEntry(request, session.token, app.name))?.access_type).toBe('Unclassified');

  await confirm.click();
  await expect(transcript(page).getByRole('status')).toContainText('Done. The change has been applied.');
  const after = await catalogEntry(request, session.token, app.name);
  expect(after).toMatchObject({ access_type: 'Unsanctioned', action_type: 'Block' });
});

test('Up brings back the last question, and a follow-up keeps the question with the new range', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/chatbot/conversation');
  await ask(page, 'How many blocked alerts last week?');
  await expect(transcript(page)).toContainText(/\d[\d,]* SaaS app alerts?/);
  await expect(page).toHaveURL(CONVERSATION_URL);
  await expect(composer(page)).toBeEnabled();

  await composer(page).focus();
  await expect(composer(page)).toHaveValue('');
  await page.keyboard.press('ArrowUp');
  await expect(composer(page)).toHaveValue('How many blocked alerts last week?');

  await composer(page).fill('');
  await page.keyboard.type('and in the last 30 days?');
  await page.keyboard.press('Enter');
  const links = transcript(page).getByRole('link', { name: 'Open in SaaS Alerts' });
  await expect(links).toHaveCount(2);
  await links.last().click();
  await expect(page).toHaveURL((url) => url.pathname === '/alerts-saas-apps');
  const params = new URL(page.url()).searchParams;
  expect(params.getAll('t')).toEqual(['Block']);
  expect(params.get('range')).toBe('3');
});

test('a new conversation is listed under its first question; it can be renamed and deleted', async ({ page, signInAs }) => {
  const question = 'How many endpoints are missing disk encryption?';
  const renamed = `Encryption check ${Date.now()}`;
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/chatbot/conversation');
  await ask(page, question);
  await expect(page).toHaveURL(CONVERSATION_URL);
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await expect(list.getByRole('link', { name: question }).first()).toBeVisible();

  await list.getByRole('button', { name: `Rename ${question}` }).first().click();
  const title = page.getByRole('textbox', { name: 'Conversation title' });
  await expect(title).toBeFocused();
  await title.fill(renamed);
  await title.press('Enter');
  await expect(list.getByRole('link', { name: renamed })).toBeVisible();

  await list.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(renamed);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('link', { name: renamed })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/chatbot/conversation');
});

test('the auditor is sent to /unauthorized; the chat has no serious accessibility violation', async ({ page, signInAs, browser }) => {
  const context = await browser.newContext();
  const auditor = await context.newPage();
  const session = await apiSignIn(auditor.request, DEMO_USERS.acmeAuditor.email);
  await useStoredSession(auditor, session);
  await auditor.goto('/chatbot/conversation');
  await expect(auditor).toHaveURL(/\/unauthorized$/);
  await context.close();

  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/chatbot/conversation');
  await expect(composer(page)).toBeVisible();
  await ask(page, 'How many blocked alerts last week?');
  await expect(transcript(page).getByRole('link', { name: 'Open in SaaS Alerts' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
