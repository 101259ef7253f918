// Test helpers of the palette areas: a command context for a role and its company's flags, a fresh query
// client per hook, and opening an area's entity step the way the palette does (the step's page runs its
// useCommands as a hook). The API is mocked at the fetch layer by the caller (app/session/testing mockApi).
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import i18n from 'i18next';
import type { AccessContext } from '../../api/contract/access';
import type { FeatureFlag } from '../../api/contract/accounts';
import { routeCommandId } from '../route-commands';
import type { Command, CommandArea, CommandContext, PageCommand } from '../types';

const ALL_ON: Record<FeatureFlag, boolean> = { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false };

export function paletteContext(role: AccessContext['role'], options: { flags?: Partial<Record<FeatureFlag, boolean>>; search?: string; onProviderAccount?: boolean } = {}): CommandContext {
  return {
    access: { role, flags: { ...ALL_ON, ...options.flags }, billing: true, onProviderAccount: options.onProviderAccount ?? false },
    user: { email: 'admin@acme.test', display_name: 'Ada Admin', token: 'x', login_type: 'BASIC', account_name: 'Acme Corp', account_id: 'acme-id' } as CommandContext['user'],
    account: undefined,
    t: i18n.getFixedT('en', 'commands') as CommandContext['t'],
    search: options.search ?? '',
    navigate: vi.fn(),
    switchCompany: vi.fn(),
    signOut: vi.fn(),
    notify: vi.fn(),
  };
}

export function queryWrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** The root commands an area gives this context. */
export function rootCommands(area: CommandArea, ctx: CommandContext): readonly Command[] {
  return renderHook(() => area.useCommands(ctx), { wrapper: queryWrapper() }).result.current;
}

/** The route ids whose entity step the area offers at the root for this context. */
export function stepRoutes(area: CommandArea, ctx: CommandContext): string[] {
  return rootCommands(area, ctx)
    .filter((c): c is PageCommand => c.kind === 'page' && c.id.startsWith('route:'))
    .map((c) => c.id.slice('route:'.length));
}

/** Opens the entity step of `routeId` and waits until it lists `count` entities; answers them. */
export async function openStep(area: CommandArea, routeId: string, ctx: CommandContext, count: number): Promise<readonly Command[]> {
  const step = rootCommands(area, ctx).find((c) => c.id === routeCommandId(routeId));
  expect(step?.kind, `${routeId} step`).toBe('page');
  const page = (step as PageCommand).page;
  const opened = renderHook(() => page.useCommands(ctx), { wrapper: queryWrapper() });
  await waitFor(() => expect(opened.result.current).toHaveLength(count));
  return opened.result.current;
}

/** [title, href] of each navigate command, as the palette shows and opens them. */
export const targets = (commands: readonly Command[]) => commands.map((c) => [c.title, c.kind === 'navigate' ? c.href : null]);
