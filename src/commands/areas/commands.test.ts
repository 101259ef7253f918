import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { LibraryCommand } from '../../api/contract/commands';
import { buildIndex, createSearcher } from '../rank';
import { verbCommands } from './commands';

const t = i18n.getFixedT('en', 'commands') as Parameters<typeof verbCommands>[3];
const lib = (id: string, name: string): LibraryCommand => ({ id, name, description: `${name}.`, platforms: ['Windows', 'MacOS', 'Linux'], parameters: [], disruptive: false });
const LIBRARY = [lib('restart-agent', 'Restart agent'), lib('restart', 'Restart'), lib('collect-logs', 'Collect logs'), lib('flush-dns', 'Flush DNS')];
const ENDPOINTS = [
  { id: 'e1', hostname: 'MBP-042' },
  { id: 'e2', hostname: 'MBP-0421' },
  { id: 'e3', hostname: 'WIN-042' },
];

describe('palette remote commands (issue 19)', () => {
  it("reads 'restart agent on MBP-042' as that command on that endpoint, first among the matches, with a confirm step", () => {
    const commands = verbCommands('restart agent on mbp-042', LIBRARY, ENDPOINTS, t);
    expect(commands.map((c) => c.title)).toEqual(['Restart agent on MBP-042', 'Restart agent on MBP-0421']);
    expect(commands[0]!.page.title).toBe('Restart agent on MBP-042?');
    const ranked = createSearcher(buildIndex([...commands, { title: 'Restart agent on…' }, { title: 'MBP-042' }]), 10)('restart agent on mbp-042').items;
    expect(ranked[0]!.title).toBe('Restart agent on MBP-042');
  });

  it("reads 'collect logs from' and a host name's middle", () => {
    expect(verbCommands('collect logs from 042', LIBRARY, ENDPOINTS, t).map((c) => c.title)).toEqual([
      'Collect logs from MBP-042',
      'Collect logs from MBP-0421',
      'Collect logs from WIN-042',
    ]);
  });

  it('offers nothing for words that name no library command or no endpoint', () => {
    expect(verbCommands('reboot on MBP-042', LIBRARY, ENDPOINTS, t)).toEqual([]);
    expect(verbCommands('flush dns on LNX', LIBRARY, ENDPOINTS, t)).toEqual([]);
    expect(verbCommands('restart agent', LIBRARY, ENDPOINTS, t)).toEqual([]);
  });
});
