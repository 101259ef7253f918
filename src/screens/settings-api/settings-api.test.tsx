import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockApi, renderWithSession, storeSession, stubLayoutApis } from '../../app/session/testing';
import type { ApiToken, CopilotMessagesResponse } from '../../api/contract/settings-api';
import ApiSetting from './api-setting';
import CopilotMessages, { fillPlaceholders } from './copilot-messages';

afterEach(() => {
  vi.unstubAllGlobals();
});

const reach = { policy_version: 7, acknowledged: 3, endpoints: 4 };

describe('api settings screen', () => {
  it('lists the tokens the server answers, and shows a new token once after creating it', async () => {
    storeSession();
    stubLayoutApis();
    const listed: ApiToken[] = [
      { id: 't1', name: 'Nightly export', prefix: 'pls_AbCd1234', scope: 'read', status: 'active', created_by: 'admin@acme.test', created_at: '2026-11-01T10:00:00.000Z', expires_at: '2026-12-01T10:00:00.000Z', last_used_at: null, revoked_at: null },
    ];
    const secret = `pls_XyZw9876_${'s'.repeat(43)}`;
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/api-tokens' && method === 'GET') return json(200, listed);
      if (url.pathname === '/api/api-tokens' && method === 'POST') {
        return json(201, { ...listed[0], id: 't2', name: 'Deploy', prefix: 'pls_XyZw9876', scope: 'read', token: secret });
      }
      return undefined;
    });
    renderWithSession(<ApiSetting />, { path: '/api-setting' });
    expect(await screen.findByText('Nightly export')).toBeVisible();
    expect(screen.getByText('pls_AbCd1234')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Read-only' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Open API reference/ })).toHaveAttribute('href', '/api-docs/');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Deploy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('new-token')).toHaveTextContent(secret);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Deploy', scope: 'read', expires_in_days: 30 });
  });
});

describe('copilot messages screen', () => {
  it('previews the notice with sample values while it is edited', async () => {
    storeSession();
    const answer: CopilotMessagesResponse = {
      reach,
      messages: [
        { kind: 'block', title: 'Blocked', body: '{target} is blocked: {reason}', is_default: false, updated_at: '2026-11-01T10:00:00.000Z', updated_by: 'admin@acme.test' },
        { kind: 'block-alert', title: 'Careful', body: '{target} is not approved by {company}', is_default: true, updated_at: null, updated_by: null },
      ],
    };
    mockApi(({ url }) => (url.pathname === '/api/copilot-messages' ? json(200, answer) : undefined));
    renderWithSession(<CopilotMessages />, { path: '/copilot-messages' });
    const preview = await screen.findByRole('img', { name: 'Preview of the Block page notice' });
    expect(preview).toHaveTextContent('dropbox.com is blocked: Unsanctioned file sharing');
    expect(screen.getByText('Policy version 7: 3 of 4 active endpoints have applied it.')).toBeVisible();
    fireEvent.change(screen.getAllByLabelText('Message')[0], { target: { value: 'No {target} here' } });
    await waitFor(() => expect(preview).toHaveTextContent('No dropbox.com here'));
  });

  it('fills only the known placeholders', () => {
    expect(fillPlaceholders('{target} at {company} ({reason}) {user}', { target: 'a', reason: 'b', company: 'c' })).toBe('a at c (b) {user}');
  });
});
