// What a simulated agent does with the DLP policies of its document (issue 21): when the person at the
// endpoint pastes text into an app or uploads a file, the agent scans the text with the real detector
// library (src/lib/dlp) and applies the enabled policies that watch that channel and destination and one of
// the data types found: Block > Alert > Report, the strongest wins. A sensitive transfer no policy acts on
// is still reported (Report), as the demo's history has it; a clean text is not reported at all.
// A paste goes out as a copy_paste telemetry event (/copy-paste-activity); an upload, to cloud storage or
// into a Gen AI app, as a dlp-activity event of the agent (POST /agent/v1/dlp-activity, /sensitive-activity)
// on its channel, with the policy that acted.
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AgentEvent, PolicyDocument } from '../../src/api/contract/agent';
import type { DlpActivityEvent } from '../../src/api/contract/dlp-activity';
import type { DLP_CHANNELS } from '../../src/api/contract/dlp-policies';
import { syntheticDocument } from '../../src/lib/dlp/documents';
import type { Rand } from '../../src/lib/dlp/samples';
import { scanText, type Finding } from '../../src/lib/dlp/scan';
import type { CatalogApp } from '../../server/seed/catalog/index';
import type { Random } from '../../server/seed/random';

type Section = NonNullable<PolicyDocument['dlp_policies']>;
type SectionPolicy = Section[number];
export type DlpAction = SectionPolicy['action'];
/** the channels of the policy screens (DLP_CHANNELS) a simulated transfer goes through */
export type DlpChannel = Extract<(typeof DLP_CHANNELS)[number], 'Gen AI' | 'Clipboard' | 'Cloud Storage'>;
/** the channel an upload is reported on */
export type UploadChannel = Exclude<DlpChannel, 'Clipboard'>;
type CopyPasteEvent = Extract<AgentEvent, { kind: 'copy_paste' }>;

export interface Transfer {
  kind: 'paste' | 'upload';
  /** the app copied from, or the file uploaded */
  source: string;
  /** the app the text goes to (a catalog name) */
  destination: string;
  /** the destination is a Gen AI app */
  genAi: boolean;
  text: string;
}

export interface DlpDecision {
  /** the data type the decision rests on, and how many matches of it the text holds */
  dataType: string;
  matchCount: number;
  action: DlpAction;
  /** the policy that acted, by name and by its id in the policy document; null when none did (reported for visibility) */
  policy: string | null;
  policyId: string | null;
}

const STRENGTH: Record<DlpAction, number> = { Report: 1, Alert: 2, Block: 3 };
const EXACT_DATA = 'Exact Data Match';
const EXACT_FILE = 'Exact File Match';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The channels a transfer goes out through: a Gen AI app is watched as Gen AI, and a paste as Clipboard too. */
export function channelsOf(t: Pick<Transfer, 'kind' | 'genAi'>): DlpChannel[] {
  const out: DlpChannel[] = [];
  if (t.genAi) out.push('Gen AI');
  out.push(t.kind === 'paste' ? 'Clipboard' : 'Cloud Storage');
  return out;
}

export class DlpEnforcer {
  constructor(private readonly policies: Section) {}

  get size(): number {
    return this.policies.length;
  }

  /**
   * The policies that apply to the transfer. A policy scoped to groups is left out: the agent's protocol does
   * not tell it its person's groups, so it cannot know whether such a policy applies.
   */
  applicable(t: Pick<Transfer, 'kind' | 'genAi' | 'destination'>): SectionPolicy[] {
    const channels = channelsOf(t);
    const destination = t.destination.toLowerCase();
    return this.policies.filter((p) => {
      if (p.group_ids.length > 0) return false;
      if (p.kind === 'llm') return t.genAi && (p.destinations.length === 0 || p.destinations.some((d) => d.toLowerCase() === destination));
      return p.channels.some((c) => (channels as string[]).includes(c));
    });
  }

  /** What the agent does with the transfer; null for a text without sensitive data. */
  decide(t: Transfer): DlpDecision | null {
    const policies = this.applicable(t);
    const hashes = [...new Set(policies.flatMap((p) => p.token_hashes))];
    const findings: Finding[] = scanText(t.text, {
      custom: policies.flatMap((p) => p.custom_types.map((c) => (c.kind === 'regex'
        ? { kind: 'regex' as const, name: c.name, pattern: c.pattern ?? '', caseSensitive: c.case_sensitive }
        : { kind: 'keywords' as const, name: c.name, keywords: c.keywords ?? [], caseSensitive: c.case_sensitive }))),
      dictionaries: policies.flatMap((p) => p.dictionaries.map((d) => ({ id: d.name, name: d.name, description: '', words: d.words }))),
      ...(hashes.length ? { tokenHashes: { name: EXACT_DATA, hashes, hash: sha256 } } : {}),
    });
    if (t.kind === 'upload' && policies.some((p) => p.file_hashes.includes(sha256(t.text)))) {
      findings.push({ type: EXACT_FILE, source: 'token', count: 1, samples: [], spans: [] });
    }
    if (findings.length === 0) return null;
    let best: DlpDecision | null = null;
    for (const p of policies) {
      const watched = new Set([...p.data_types, ...p.custom_types.map((c) => c.name), ...p.dictionaries.map((d) => d.name)]);
      if (p.token_hashes.length) watched.add(EXACT_DATA);
      if (p.file_hashes.length) watched.add(EXACT_FILE);
      const hit = findings.filter((f) => watched.has(f.type)).sort((a, b) => b.count - a.count)[0];
      if (!hit) continue;
      if (!best || STRENGTH[p.action] > STRENGTH[best.action] || (STRENGTH[p.action] === STRENGTH[best.action] && hit.count > best.matchCount)) {
        best = { dataType: hit.type, matchCount: hit.count, action: p.action, policy: p.name, policyId: p.id };
      }
    }
    if (best) return best;
    const top = [...findings].sort((a, b) => b.count - a.count)[0];
    return { dataType: top.type, matchCount: top.count, action: 'Report', policy: null, policyId: null };
  }
}

// ---------- what the simulated people paste and upload ----------

/** Apps text is copied from, and the non-Gen-AI apps it is pasted into or uploaded to (catalog names). */
const SOURCES = ['Salesforce', 'Google Sheets', 'Workday', 'Zendesk', 'HubSpot', 'NetSuite', 'Outlook', 'Microsoft Excel', 'GitHub', 'Confluence'];
const PASTE_TARGETS = ['Gmail', 'Slack', 'WhatsApp', 'Telegram', 'Pastebin', 'Notion'];
const STORAGE = ['Google Drive', 'Dropbox', 'Box', 'Microsoft OneDrive'];
export const FILES = ['customers-export.csv', 'Q3 payroll.xlsx', 'refunds.txt', 'vendor-payments.csv', 'onboarding notes.docx'];
export const CONFIG_FILES = ['.env.production', 'config.yaml', 'deploy-notes.md'];
/** what gets pasted: the detectors' types, weighted toward the headline story (cards and IBANs into prompts) */
const WRITTEN: readonly (readonly [string, number])[] = [
  ['Credit Card Number', 30], ['IBAN', 12], ['Email Address', 14], ['US Social Security Number', 10], ['UK National Insurance Number', 4],
  ['Aadhaar Number', 3], ['PAN Number', 3], ['AWS Access Key', 6], ['GitHub Token', 4], ['Slack Token', 3], ['API Key', 4], ['Private Key', 2],
];
const SECRETS = new Set(['AWS Access Key', 'GitHub Token', 'Slack Token', 'API Key', 'Private Key']);
const PROMPTS = ['Summarise this for me:', 'Turn this into a table:', 'Find the duplicates in:', 'Write a polite reply to:', 'Translate to German:'];
/** Prose with no figures, addresses or tokens: nothing for a detector. */
const CLEAN = [
  'Thanks for the quick turnaround on the launch plan, the team loved the new timeline.',
  'Agenda: roadmap review, hiring update, offsite logistics and open questions.',
  'The customer asked whether the renewal could move to the start of next quarter.',
  'Draft: we are pleased to announce our new office opening this spring.',
  'Action items: update the onboarding guide and share the slides with sales.',
];

/**
 * One transfer by the person at the endpoint: about a third clean text, the rest a synthetic document
 * holding valid values (Luhn-valid cards, MOD-97 IBANs ... from src/lib/dlp/samples) of one data type.
 * `genAi` are the Gen AI apps the person uses.
 */
export function nextTransfer(random: Random, genAi: readonly CatalogApp[]): Transfer {
  const rand: Rand = () => random.float();
  const upload = random.chance(0.25);
  const toGenAi = genAi.length > 0 && random.chance(0.5);
  const destination = toGenAi ? random.pick(genAi).name : random.pick(upload ? STORAGE : PASTE_TARGETS);
  let text: string;
  let files = FILES;
  if (random.chance(0.3)) {
    text = random.shuffle(CLEAN).slice(0, random.int(1, 3)).join('\n');
  } else {
    const type = random.weighted(WRITTEN);
    text = syntheticDocument(rand, type, SECRETS.has(type) ? random.int(1, 2) : random.int(1, 12));
    if (SECRETS.has(type)) files = CONFIG_FILES;
  }
  if (toGenAi && !upload) text = `${random.pick(PROMPTS)}\n${text}`;
  return { kind: upload ? 'upload' : 'paste', source: upload ? random.pick(files) : random.pick(SOURCES), destination, genAi: toGenAi, text };
}

type ActionCounts = Record<DlpAction, number>;

export interface DlpTally {
  /** transfers made */
  transfers: number;
  /** of them, clean texts (not reported) */
  clean: number;
  /** events reported, by action: the pastes and the uploads together */
  Block: number;
  Alert: number;
  Report: number;
  /** the reported pastes (copy_paste telemetry events), by action */
  pasted: ActionCounts;
  /** the reported uploads (dlp-activity events), by action and by channel */
  uploaded: ActionCounts;
  uploadedTo: Record<UploadChannel, number>;
}

const noActions = (): ActionCounts => ({ Block: 0, Alert: 0, Report: 0 });
export const emptyTally = (): DlpTally => ({
  transfers: 0, clean: 0, Block: 0, Alert: 0, Report: 0, pasted: noActions(), uploaded: noActions(), uploadedTo: { 'Cloud Storage': 0, 'Gen AI': 0 },
});

/** An upload is reported on the Gen AI channel when it goes into a Gen AI app, else as cloud storage. */
export const uploadChannel = (t: Pick<Transfer, 'genAi'>): UploadChannel => (t.genAi ? 'Gen AI' : 'Cloud Storage');

/** What the agent reports for a transfer: a paste as a telemetry event, an upload through POST /agent/v1/dlp-activity. */
export type TransferReport = { via: 'telemetry'; event: CopyPasteEvent } | { via: 'dlp-activity'; event: DlpActivityEvent };

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The event the agent reports for a transfer, or null for a clean one; counts it in `tally`. */
export function transferEvent(enforcer: DlpEnforcer, transfer: Transfer, at: Date, tally: DlpTally): TransferReport | null {
  tally.transfers++;
  const decision = enforcer.decide(transfer);
  if (!decision) {
    tally.clean++;
    return null;
  }
  tally[decision.action]++;
  if (transfer.kind === 'paste') {
    tally.pasted[decision.action]++;
    return {
      via: 'telemetry',
      event: {
        kind: 'copy_paste', id: randomUUID(), at: at.toISOString(), source: transfer.source, destination: transfer.destination,
        data_type: decision.dataType, match_count: decision.matchCount, action: decision.action,
      },
    };
  }
  const channel = uploadChannel(transfer);
  tally.uploaded[decision.action]++;
  tally.uploadedTo[channel]++;
  return {
    via: 'dlp-activity',
    event: {
      id: randomUUID(), at: at.toISOString(), origin: 'agent', channel, source: transfer.source, destination: transfer.destination,
      data_types: [decision.dataType], match_count: decision.matchCount, action: decision.action,
      // the document's ids are the server's; one that is not a UUID could not be sent (the call would answer 400)
      ...(decision.policyId && isUuid(decision.policyId) ? { policy_id: decision.policyId } : {}),
    },
  };
}
