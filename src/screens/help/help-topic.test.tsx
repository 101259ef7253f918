import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithSession } from '../../app/session/testing';
import help from '../../help/help.en.json';
import { HELP_TOPICS, helpTopicLink } from '../../help/topics';
import HelpTopicScreen from './help-topic';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The first words of a markdown text as the page shows them (markup and links stripped). */
function plainStart(markdown: string): string {
  const firstLine = markdown.split('\n').find((l) => l.trim() && !l.startsWith('#'))!;
  return firstLine.replace(/^[-\d.\s]+/, '').replace(/\*+/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/`/g, '').slice(0, 30);
}

describe('help topic page', () => {
  it.each(HELP_TOPICS.filter((_, i) => i % 7 === 0).map((t) => [t.id, t] as const))('%s shows its title, subtitle, short and full texts', async (_, topic) => {
    mockApi(() => undefined);
    renderWithSession(<HelpTopicScreen />, { path: topic.child ? '/help-center/:name/:child' : '/help-center/:name', at: helpTopicLink(topic) });
    const texts = (help.topics as Record<string, { title: string; subtitle: string; page: string; flyout: string }>)[topic.id];
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    expect(screen.getByText(texts.subtitle)).toBeVisible();
    expect(screen.getByTestId('help-flyout-text')).toHaveTextContent(plainStart(texts.flyout));
    expect(screen.getByTestId('help-page-text')).toHaveTextContent(plainStart(texts.page));
  });

  it('renders help links built from the route table, with the sample DLP endpoint 51', async () => {
    mockApi(() => undefined);
    renderWithSession(<HelpTopicScreen />, { path: '/help-center/:name/:child', at: '/help-center/inventory/discovered-sensitive-data' });
    expect(await screen.findByRole('link', { name: 'the findings of endpoint 51' })).toHaveAttribute('href', '/dlp-endpoint-details/51');
  });

  it('lists the children of a parent topic', async () => {
    mockApi(() => undefined);
    renderWithSession(<HelpTopicScreen />, { path: '/help-center/:name', at: '/help-center/alerts' });
    expect(await screen.findByRole('link', { name: 'SaaS App Alerts' })).toHaveAttribute('href', '/help-center/alerts/saas-apps');
    expect(screen.getByRole('link', { name: 'Website Alerts' })).toHaveAttribute('href', '/help-center/alerts/websites');
  });

  it('says so for an unknown topic, with a way back', async () => {
    mockApi(() => undefined);
    renderWithSession(<HelpTopicScreen />, { path: '/help-center/:name/:child', at: '/help-center/inventory/no-such-thing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No such help topic' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('/help-center/inventory/no-such-thing');
    expect(screen.getByRole('link', { name: /All help topics/ })).toHaveAttribute('href', '/help-center');
  });
});
