import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithSession } from '../../app/session/testing';
import { parentTopics } from '../../help/topics';
import HelpCenter from './help-center';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('help centre', () => {
  it('lists every area with its topics', async () => {
    mockApi(() => undefined);
    renderWithSession(<HelpCenter />, { path: '/help-center' });
    const list = await screen.findByRole('list', { name: 'Help topics' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(parentTopics().length);
    expect(within(list).getByRole('link', { name: 'SaaS Apps Inventory' })).toHaveAttribute('href', '/help-center/inventory/saas-apps');
  });

  it('finds topics by what their texts explain', async () => {
    mockApi(() => undefined);
    renderWithSession(<HelpCenter />, { path: '/help-center' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the help centre' }), 'typo squatting');
    expect(await screen.findByText(/match “typo squatting”/, {}, { timeout: 2000 })).toBeVisible();
    const results = screen.getByRole('list', { name: 'Help topics' });
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('Website Alerts');
  });

  it('says when nothing matches', async () => {
    mockApi(() => undefined);
    renderWithSession(<HelpCenter />, { path: '/help-center', at: '/help-center?q=zzzqqq' });
    expect(await screen.findByText(/No topic matches “zzzqqq”/)).toBeVisible();
  });
});
