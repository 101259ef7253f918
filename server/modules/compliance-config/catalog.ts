// The compliance catalogue shipped with the product (issue 23): the endpoint checks an agent evaluates
// (data/checks.json) and the public frameworks whose controls map to them (data/frameworks.json).
// The mapping and its sources are documented in docs/COMPLIANCE-MAPPING.md; the JSON files are the data.
import { readFileSync } from 'node:fs';

export type CheckPlatform = 'Windows' | 'MacOS' | 'Linux';

/** A numeric parameter of a check (e.g. the screen-lock minutes); `strictest` says which value wins when two controls set it. */
export type CheckParam = { key: string; label: string; default: number; min: number; max: number; strictest: 'min' | 'max' };

export type ComplianceCheck = {
  id: string;
  /** the name agents report in compliance_results.control */
  name: string;
  description: string;
  platforms: CheckPlatform[];
  params?: CheckParam[];
  /** spec part 2 §4: monitored without device management, enforced with it where true */
  enforcedWithMdm: boolean;
  /** spec part 2 §5: MDM enforcement needs the user to switch disk encryption off first */
  needsEncryptionOffToEnforce?: boolean;
  /** the value agents keep writing in compliance_results.framework (a legacy column) */
  legacyFramework: string;
};

export type FrameworkControl = { id: string; title: string; checks: string[] /* check ids */ };

export type Framework = { id: string; name: string; version: string; source: string; controls: FrameworkControl[] };

// Read as files, not imported: a JSON import needs an import attribute under Node's own ESM loader (Playwright's).
const shipped = (name: string): unknown => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'));

export const CHECKS: readonly ComplianceCheck[] = shipped('checks.json') as ComplianceCheck[];
export const FRAMEWORKS: readonly Framework[] = shipped('frameworks.json') as Framework[];

const checksById = new Map(CHECKS.map((c) => [c.id, c]));
const checksByName = new Map(CHECKS.map((c) => [c.name, c]));
const frameworksById = new Map(FRAMEWORKS.map((f) => [f.id, f]));

export function checkById(id: string): ComplianceCheck | undefined {
  return checksById.get(id);
}

export function checkByName(name: string): ComplianceCheck | undefined {
  return checksByName.get(name);
}

export function frameworkById(id: string): Framework | undefined {
  return frameworksById.get(id);
}

export function controlOf(frameworkId: string, controlId: string): FrameworkControl | undefined {
  return frameworkById(frameworkId)?.controls.find((c) => c.id === controlId);
}

/** The check ids of a framework, or of one of its controls; unknown ids give an empty list. */
export function checkIdsOf(frameworkId: string, controlId?: string): string[] {
  const framework = frameworkById(frameworkId);
  if (!framework) return [];
  const controls = controlId === undefined ? framework.controls : framework.controls.filter((c) => c.id === controlId);
  return [...new Set(controls.flatMap((c) => c.checks))];
}

/** The one string naming a control across frameworks (used in URLs): `<framework id>:<control id>`. */
export function controlKey(frameworkId: string, controlId: string): string {
  return `${frameworkId}:${controlId}`;
}

export function parseControlKey(key: string): { frameworkId: string; controlId: string } | null {
  const at = key.indexOf(':');
  if (at <= 0) return null;
  const frameworkId = key.slice(0, at);
  const controlId = key.slice(at + 1);
  return controlOf(frameworkId, controlId) ? { frameworkId, controlId } : null;
}

/** Every parameter a control's checks take, by key (a key belongs to one check). */
export function paramsOfControl(frameworkId: string, controlId: string): CheckParam[] {
  return checkIdsOf(frameworkId, controlId).flatMap((id) => checkById(id)?.params ?? []);
}
