// Synthetic documents for the demo's simulated agents: text made of valid sensitive values (from
// samples.ts), look-alike decoys the validators must reject, and neutral filler. The simulator scans
// these with scanText and reports what the detectors find, as a real agent reports a real file.
import { luhnCheckDigit } from './checksums';
import { sample, type Rand } from './samples';

const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)];

/** How each built-in type is written into a document: a context label and a valid value. */
const WRITERS: Readonly<Record<string, (rand: Rand) => string>> = {
  'Email Address': (rand) => `Contact: ${sample.email(rand)}`,
  'Credit Card Number': (rand) => `Card on file: ${sample.card(rand, pick(rand, [' ', '-', ''] as const))}`,
  'US Social Security Number': (rand) => `SSN: ${sample.ssn(rand)}`,
  IBAN: (rand) => `Beneficiary IBAN: ${sample.iban(rand)}`,
  'UK National Insurance Number': (rand) => `NI number: ${sample.nino(rand)}`,
  'Aadhaar Number': (rand) => `Aadhaar: ${sample.aadhaar(rand)}`,
  'PAN Number': (rand) => `PAN: ${sample.pan(rand)}`,
  'AWS Access Key': (rand) => `aws_access_key_id = ${sample.awsAccessKey(rand)}`,
  'AWS Secret Key': (rand) => `aws_secret_access_key = ${sample.awsSecretKey(rand)}`,
  'GitHub Token': (rand) => `GITHUB_TOKEN=${sample.githubToken(rand)}`,
  'Slack Token': (rand) => `SLACK_BOT_TOKEN=${sample.slackToken(rand)}`,
  'API Key': (rand) => `api_key: "${sample.apiKey(rand)}"`,
  'High-Entropy Secret': (rand) => `session_secret ${sample.entropyToken(rand)}`,
  'Private Key': (rand) => sample.privateKey(rand),
};

/** Look-alikes a bare pattern would count: wrong check digits, ranges never issued, forbidden prefixes. */
const DECOYS: Readonly<Record<string, (rand: Rand) => string>> = {
  'Credit Card Number': (rand) => {
    const valid = sample.card(rand, '');
    const wrong = (Number(luhnCheckDigit(valid.slice(0, -1))) + 1 + Math.floor(rand() * 8)) % 10;
    return `Card on file: ${valid.slice(0, -1)}${wrong}`;
  },
  'US Social Security Number': (rand) => `SSN: ${pick(rand, ['000', '666', '987'])}-${sample.ssn(rand).slice(4)}`,
  IBAN: (rand) => {
    const valid = sample.iban(rand);
    const check = Number(valid.slice(2, 4));
    return `Beneficiary IBAN: ${valid.slice(0, 2)}${String((check + 1) % 97 || 2).padStart(2, '0')}${valid.slice(4)}`;
  },
  'UK National Insurance Number': (rand) => `NI number: ${pick(rand, ['QQ', 'GB', 'ZZ', 'DA'])}${sample.nino(rand).slice(2)}`,
  'Aadhaar Number': (rand) => {
    const valid = sample.aadhaar(rand);
    return `Aadhaar: ${valid.slice(0, -1)}${(Number(valid.slice(-1)) + 1 + Math.floor(rand() * 8)) % 10}`;
  },
};

/** Neutral lines: no digits runs, addresses or tokens, so they add no finding. */
const FILLER = [
  'Reviewed by the finance team.', 'Status: pending approval', 'Notes: follow up next week', 'Owner: operations',
  'Please keep this document internal.', 'Region: EMEA', 'Region: North America', 'Category: customer records',
  '---', 'Last updated by the records office.',
];

/** The built-in types the document writer can produce. */
export const WRITABLE_TYPES: readonly string[] = Object.keys(WRITERS);

/**
 * A document holding exactly `count` valid values of `type`, about one decoy per ten values for the
 * types that have look-alikes, and filler lines between them. `count` 0 gives filler only.
 */
export function syntheticDocument(rand: Rand, type: string, count: number): string {
  const write = WRITERS[type];
  if (!write) throw new Error(`No writer for data type ${type}`);
  const decoy = DECOYS[type];
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(write(rand));
    if (rand() < 0.15) lines.push(pick(rand, FILLER));
    if (decoy && rand() < 0.1) lines.push(decoy(rand));
  }
  if (lines.length === 0) lines.push(pick(rand, FILLER));
  return lines.join('\n');
}

const CODE_FILLER = [
  'const client = createClient(config);', 'if (!response.ok) throw new Error(response.statusText);', 'return result;',
  'for (const item of items) queue.push(item);', '}', 'export function retry(fn, attempts) {', '  logger.info("starting");',
  'def handler(event, context):', '    return {"status": "ok"}', 'import json', 'module "network" {', '  source = "./modules/vpc"',
];

/** The writer of the secret a source-code rule is about, or null for rules no built-in type detects. */
const RULE_SECRETS: Readonly<Record<string, string>> = {
  'AWS Access Key': 'AWS Access Key', 'Private Key': 'Private Key', 'GitHub Personal Access Token': 'GitHub Token',
  'Slack Bot Token': 'Slack Token', 'Stripe Secret Key': 'API Key', 'Generic API Key': 'API Key', 'JWT Secret': 'High-Entropy Secret',
};

/** The built-in type that finds a source-code rule's secret, or null. */
export function typeOfRule(rule: string): string | null {
  return RULE_SECRETS[rule] ?? null;
}

/** A source file with `linesBefore` lines of code, then one secret line of the given built-in type, then a few more. */
export function syntheticSourceFile(rand: Rand, type: string, linesBefore: number): string {
  const write = WRITERS[type];
  if (!write) throw new Error(`No writer for data type ${type}`);
  const lines = Array.from({ length: linesBefore }, () => pick(rand, CODE_FILLER));
  lines.push(write(rand));
  for (let i = 0; i < 3; i++) lines.push(pick(rand, CODE_FILLER));
  return lines.join('\n');
}

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
