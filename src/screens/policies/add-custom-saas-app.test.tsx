import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFor, json, mockApi, renderWithSession, storeSession, type ApiCall } from '../../app/session/testing';
import AddCustomSaasApp from './add-custom-saas-app';

// jsdom lacks what Radix Select's pointer handling calls
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

function api(save: () => Response) {
  return mockApi(({ method, url }: ApiCall) => {
    if (url.pathname === '/api/accounts') return json(200, accountFor());
    if (url.pathname === '/api/saas-categories') return json(200, [{ id: null, name: 'Collaboration', is_custom: false }]);
    if (url.pathname === '/api/cust-saas' && method === 'POST') return save();
    return undefined;
  });
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Intranet');
  await userEvent.type(screen.getByLabelText('URL'), 'intranet.acme.test');
  await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Collaboration' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('/add-custom-saas-app', () => {
  it('puts each issue of a server 400 on its field', async () => {
    storeSession({ role: 'ADMIN' });
    api(() => json(400, { exception: 'Bad input', code: 'bad_request', issues: [{ path: 'url', message: 'The server refuses this URL.' }] }));
    renderWithSession(<AddCustomSaasApp />, { path: '/add-custom-saas-app' });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server refuses this URL.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true'));
  }, 20_000);

  it.each([403, 409])('shows the spec message when saving answers %i', async (status) => {
    storeSession({ role: 'ADMIN' });
    api(() => json(status, { exception: 'This app already exist', code: 'conflict' }));
    const { router } = renderWithSession(<AddCustomSaasApp />, { path: '/add-custom-saas-app' });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This app already exist');
    expect(router.state.location.pathname).toBe('/add-custom-saas-app');
  }, 20_000);
});
