import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '../app/routes/table';
import { mockApi, renderWithSession } from '../app/session/testing';
import { HelpButton, topicForRoute } from './help-button';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('help button and flyout', () => {
  it("finds a route's topic, or its parent route's", () => {
    expect(topicForRoute(routeById('saas-config'))?.id).toBe('config-saas-apps');
    expect(topicForRoute(routeById('saas-graph'))?.id).toBe('inventory-saas-apps');
    expect(topicForRoute(routeById('vpn-server-logs-tab'))?.id).toBe('admin-gateways');
    expect(topicForRoute(routeById('accounts'))).toBeUndefined();
  });

  it('opens the topic beside the screen, closes with Esc and gives focus back', async () => {
    mockApi(() => undefined);
    renderWithSession(<HelpButton route={routeById('saas-config')} />, { path: '/saas-config' });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Help: SaaS Apps Policy' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'SaaS Apps Policy' });
    expect(within(dialog).getByText(/Sanction or unsanction apps and choose/)).toBeVisible();
    expect(within(dialog).getByText('In the menu: Policies › Endpoint SWG › SaaS Apps')).toBeVisible();
    expect(within(dialog).getByText(/Block Alert/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Read the full guide' })).toHaveAttribute('href', '/help-center/config/saas-apps');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('points to the help centre when a screen has no topic', async () => {
    mockApi(() => undefined);
    renderWithSession(<HelpButton route={routeById('accounts')} />, { path: '/accounts' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Help for this screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByRole('link', { name: 'Browse the help centre' })).toHaveAttribute('href', '/help-center');
  });
});
