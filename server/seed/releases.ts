// The demo's Copilot agent releases (issue 24): every version the demo fleet runs (1.0.1 … 1.1.7, released,
// 1.1.7 the newest so every company is offered it) with a build per platform, and the next version, 1.2.0,
// as a draft with its builds, ready for a canary plan. Deterministic: the same every seed.
import { createHash } from 'node:crypto';
import { PLATFORMS, type PlatformCode } from '../../src/api/contract/catalog';
import { downloadPath } from '../../src/api/contract/releases';
import type { Db } from '../db/client';
import { agentBuilds, agentReleases } from '../db/schema/index';
import { AGENT_VERSIONS } from './fleet/index';

const DAY = 86_400_000;
export const DRAFT_VERSION = '1.2.0';

const EXTENSION: Record<string, string> = { MacOS: 'pkg', Windows: 'msi', Linux: 'deb' };

/** The installer's file name, e.g. palisade-copilot-1.1.7-darwin-arm-64.pkg. */
function fileName(version: string, platform: PlatformCode, family: string): string {
  return `palisade-copilot-${version}-${platform.toLowerCase().replace(/_/g, '-')}.${EXTENSION[family] ?? 'bin'}`;
}

function notesOf(version: string, released: boolean): string {
  return released
    ? `## Copilot ${version}\n\n- Faster policy sync after a change in the console.\n- Fixes for the browser extension inventory.\n`
    : `## Copilot ${version} (draft)\n\n- New: performance samples on the endpoint page.\n- Roll out with a canary plan first.\n`;
}

export async function seedDemoReleases(db: Db, { now }: { now: Date }): Promise<void> {
  const versions = [...AGENT_VERSIONS, DRAFT_VERSION];
  const newestReleased = AGENT_VERSIONS.length - 1;
  for (const [i, version] of versions.entries()) {
    const released = version !== DRAFT_VERSION;
    const at = new Date(now.getTime() - (20 + (newestReleased - Math.min(i, newestReleased)) * 21) * DAY);
    await db.insert(agentReleases).values({
      version,
      status: released ? 'released' : 'draft',
      notes: notesOf(version, released),
      releasedAt: released ? at : null,
      createdByEmail: 'root@palisade.test',
      createdAt: released ? new Date(at.getTime() - 7 * DAY) : new Date(now.getTime() - 2 * DAY),
      updatedAt: released ? at : new Date(now.getTime() - 2 * DAY),
    });
    await db.insert(agentBuilds).values(
      PLATFORMS.filter((p) => p.code !== 'UNKNOWN').map((p, k) => {
        const name = fileName(version, p.code, p.family);
        return {
          version,
          platform: p.code,
          fileName: name,
          sizeBytes: 38_000_000 + i * 250_000 + k * 1_100_000,
          sha256: createHash('sha256').update(name).digest('hex'),
          downloadPath: downloadPath(version, name),
          createdAt: at,
        };
      }),
    );
  }
}
