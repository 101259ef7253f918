import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../api/contract/access';
import { canAccess, canMutate } from '../../api/contract/access';
import { ROLES } from '../../api/contract/common';
import { changeBody } from '../../api/queries/saas';
import { reclassifyBody } from '../../api/contract/saas';
import { findRoute } from '../../app/routes/table';
import { changesFor } from '../../domain/saas/access';
import i18n from 'i18next';
import { buildIndex, createSearcher } from '../rank';
import { mayChangeAccess, verbCommands, type PaletteApp } from './apps';

const flags = { enable_dlp: true, enable_vpn: true, enable_mdm: true, enable_execute_command: true, disable_session_logs: false };

describe('palette app actions', () => {
  it('offer every change but the current one', () => {
    const kinds = (app: PaletteApp) => changesFor(app).map((c) => (c.kind === 'unsanction' ? c.action : c.kind));
    expect(kinds({ name: 'a', is_gen_ai: false, access_type: 'Unclassified', action_type: null })).toEqual(['sanction', 'Block', 'Block Alert', 'Report']);
    expect(kinds({ name: 'a', is_gen_ai: false, access_type: 'Sanctioned', action_type: null })).toEqual(['Block', 'Block Alert', 'Report']);
    expect(kinds({ name: 'a', is_gen_ai: false, access_type: 'Unsanctioned', action_type: 'Block' })).toEqual(['sanction', 'Block Alert', 'Report']);
  });

  it('send bodies the contract accepts', () => {
    for (const change of [{ kind: 'sanction' }, { kind: 'unclassify' }, { kind: 'unsanction', action: 'Report' }] as const) {
      expect(reclassifyBody.safeParse(changeBody(change)).success).toBe(true);
    }
  });

  it('are shown exactly to the roles the /saas-config guard lets in and that may change policies', () => {
    const gate = findRoute('saas-config')!.gate;
    for (const role of ROLES) {
      for (const onProviderAccount of [true, false]) {
        const access: AccessContext = { role, flags, billing: true, onProviderAccount };
        expect(mayChangeAccess({ access }), `${role} ${onProviderAccount}`).toBe(canAccess(gate, access) && canMutate(role));
      }
    }
    expect(mayChangeAccess({ access: { role: 'AUDITOR', flags, billing: true, onProviderAccount: false } })).toBe(false);
    expect(mayChangeAccess({ access: { role: 'GROUP_ADMIN', flags, billing: true, onProviderAccount: false } })).toBe(false);
    expect(mayChangeAccess({ access: { role: 'ADMIN', flags, billing: true, onProviderAccount: false } })).toBe(true);
  });
});

describe('verb-first palette actions (issue 28 item 6)', () => {
  const t = i18n.getFixedT('en', 'commands') as Parameters<typeof verbCommands>[2];
  const apps: PaletteApp[] = [
    { name: 'Dropbox', is_gen_ai: false, access_type: 'Unclassified', action_type: null },
    { name: 'Dropbox Paper', is_gen_ai: false, access_type: 'Unsanctioned', action_type: 'Block' },
    { name: 'Slack', is_gen_ai: false, access_type: 'Unsanctioned', action_type: 'Report' },
    { name: 'ChatGPT', is_gen_ai: true, access_type: 'Sanctioned', action_type: null },
  ];

  it("rank 'block dropbox' first, opening Dropbox's confirm step, and leave out an app that already has the change", () => {
    const commands = verbCommands('block dropbox', apps, t);
    expect(commands.map((c) => c.title)).toEqual(['Block Dropbox']);
    const ranked = createSearcher(buildIndex([...commands, { title: 'Sanction or block an app' }, { title: 'Dropbox' }]), 10)('block dropbox').items;
    expect(ranked[0].title).toBe('Block Dropbox');
    expect(commands[0].page.title).toBe('Unsanction: Block Dropbox?');
  });

  it('read sanction, report and unblock as the changes they name', () => {
    expect(verbCommands('sanction slack', apps, t).map((c) => [c.title, c.page.title])).toEqual([['Sanction Slack', 'Sanction Slack?']]);
    expect(verbCommands('report chat', apps, t).map((c) => c.page.title)).toEqual(['Unsanction: Report ChatGPT?']);
    expect(verbCommands('unblock dropbox', apps, t).map((c) => c.page.title)).toEqual(['Sanction Dropbox?', 'Sanction Dropbox Paper?']);
    expect(verbCommands('sanction chatgpt', apps, t)).toEqual([]);
    expect(verbCommands('dropbox', apps, t)).toEqual([]);
  });
});
