import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { HELP_TOPICS, helpTopicLink } from '../../src/help/topics';
import { DEMO_USERS, expect, test } from './fixtures';

type Texts = { title: string; subtitle: string; page: string; flyout: string };
const help = JSON.parse(readFileSync(new URL('../../src/help/help.en.json', import.meta.url), 'utf8')) as { topics: Record<string, Texts> };

/** The opening words of a markdown text as the page shows them (markup and links stripped). */
function plainStart(markdown: string): string {
  const line = markdown.split('\n').find((l) => l.trim() && !l.startsWith('#'))!;
  return line.replace(/^[-\d.\s]+/, '').replace(/\*+/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/`/g, '').slice(0, 40);
}

const groups = [...new Set(HELP_TOPICS.map((t) => t.name))];

for (const name of groups) {
  test(`every "${name}" help page renders its title, subtitle, short and full descriptions`, async ({ page }) => {
    for (const topic of HELP_TOPICS.filter((t) => t.name === name)) {
      const texts = help.topics[topic.id];
      await page.goto(helpTopicLink(topic));
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByText(texts.subtitle, { exact: true })).toBeVisible();
      await expect(page.getByTestId('help-flyout-text')).toContainText(plainStart(texts.flyout));
      await expect(page.getByTestId('help-page-text')).toContainText(plainStart(texts.page));
    }
  });
}

test('an unknown help topic says so and leads back to the index', async ({ page }) => {
  await page.goto('/help-center/inventory/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'No such help topic' })).toBeVisible();
  await page.getByRole('link', { name: 'All help topics' }).click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.getByRole('list', { name: 'Help topics' })).toBeVisible();
});

test('the help centre finds a topic by what it explains', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/help-center');
  await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('long idle');
  await expect(page).toHaveURL(/q=long(\+|%20)idle/);
  const results = page.getByRole('list', { name: 'Help topics' });
  await expect(results.getByRole('link', { name: 'Activity Report' })).toBeVisible();
  await results.getByRole('link', { name: 'Activity Report' }).click();
  await expect(page).toHaveURL(/\/help-center\/reports\/activity$/);
  await expect(page.getByTestId('help-page-text')).toContainText('Long idle');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test("a screen's help button opens its topic beside the screen; Esc closes it and focus returns", async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/saas-config');
  const button = page.getByRole('button', { name: 'Help: SaaS Apps Policy' });
  await button.click();
  const flyout = page.getByRole('dialog', { name: 'SaaS Apps Policy' });
  await expect(flyout).toBeVisible();
  await expect(flyout).toContainText(plainStart(help.topics['config-saas-apps'].flyout));
  await expect(flyout).toContainText('In the menu: Policies › Endpoint SWG › SaaS Apps');
  // the screen stays where it was
  await expect(page).toHaveURL(/\/saas-config$/);
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Read the full guide' }).click();
  await expect(page).toHaveURL(/\/help-center\/config\/saas-apps$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a help topic is found from the palette and opens its help-centre page', async ({ page, signInAs }) => {
  await signInAs(DEMO_USERS.acmeAdmin.email);
  await page.goto('/account-settings');
  const texts = help.topics['inventory-endpoints'];
  await expect(page.getByRole('button', { name: 'Open the command palette' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Command palette' }).fill(`?${texts.title}`);
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('data-command-id', /^help:/);
  await expect(first).toContainText(texts.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help-center\/inventory\/endpoints$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
});
