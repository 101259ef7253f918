// The palette's installation-instruction steps: each lists the platforms its download page lists (admin
// installers, Non Admin ones, or both for Copilot) and opens /…/agent/{platform code}.
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../api/contract/common';
import { downloadPlatforms } from '../../domain/downloads/instructions';
import { openStep, paletteContext, stepRoutes, targets } from './area-testing';
import { downloadsArea } from './downloads';

describe('palette: installation instructions', () => {
  it('is offered to every signed-in role (the pages are public or open)', () => {
    for (const role of ROLES) expect(stepRoutes(downloadsArea, paletteContext(role)), role).toEqual(['download-instructions', 'download-na-instructions', 'copilot-download-instructions']);
  });

  it('lists the download page’s platforms and opens their instructions', async () => {
    const ctx = paletteContext('ADMIN');
    const admin = await openStep(downloadsArea, 'download-instructions', ctx, downloadPlatforms(false).length);
    expect(admin.map((c) => c.title)).toEqual(downloadPlatforms(false).map((p) => p.label));
    expect(targets(admin)).toContainEqual(['Ubuntu 24', '/download-instructions/agent/UBUNTU_24']);
    expect(admin.find((c) => c.title === 'Ubuntu 24')!.subtitle).toBe('UBUNTU_24 · Linux · install command and agent download');
    expect(admin.find((c) => c.title === 'MacOS ARM')!.subtitle).toBe('DARWIN_ARM_64 · MacOS · no installer yet');

    const nonAdmin = await openStep(downloadsArea, 'download-na-instructions', ctx, downloadPlatforms(true).length);
    expect(nonAdmin.every((c) => c.kind === 'navigate' && /^\/download-na-instructions\/agent\/[A-Z0-9_]+_NA$/.test(c.href))).toBe(true);

    const copilot = await openStep(downloadsArea, 'copilot-download-instructions', ctx, downloadPlatforms(false).length + downloadPlatforms(true).length);
    expect(targets(copilot)).toContainEqual(['Windows x64 Non Admin', '/copilot-download-instructions/agent/WINDOWS_AMD_64_NA']);
  });
});
