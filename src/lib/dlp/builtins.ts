// The built-in DLP data types: each one finds candidates with a pattern, then keeps only those its
// validator accepts (checksums, issuer ranges, allocation rules), so look-alike numbers do not count.
import { luhnValid, mod97, shannonEntropy, verhoeffValid } from './checksums';
import { maskEmail, maskKeepLast, maskSecret } from './mask';

/** One finding inside the scanned text: [start, end) offsets, the raw value and its masked sample. */
export interface DlpMatch {
  start: number;
  end: number;
  value: string;
  sample: string;
}

export interface BuiltinType {
  /** the name the product stores (sensitive_files.data_type and friends) */
  name: string;
  description: string;
  find(text: string): DlpMatch[];
}

/** Runs a global pattern and keeps the candidates `accept` returns a match for (group 1 when present). */
function scan(text: string, pattern: RegExp, accept: (value: string, m: RegExpExecArray) => string | null): DlpMatch[] {
  const out: DlpMatch[] = [];
  const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const value = m[1] ?? m[0];
    const start = m.index + (m[1] === undefined ? 0 : m[0].indexOf(m[1]));
    const sample = accept(value, m);
    if (sample !== null) out.push({ start, end: start + value.length, value, sample });
  }
  return out;
}

// ---------- payment cards ----------

interface Issuer {
  name: string;
  lengths: readonly number[];
  /** [low, high] inclusive prefix ranges compared on the first digits (the width of `low`) */
  ranges: readonly (readonly [string, string])[];
}

/** Issuer identification ranges (IIN) and lengths of the networks a DLP scanner is expected to know. */
export const CARD_ISSUERS: readonly Issuer[] = [
  { name: 'Visa', lengths: [13, 16, 19], ranges: [['4', '4']] },
  { name: 'Mastercard', lengths: [16], ranges: [['51', '55'], ['2221', '2720']] },
  { name: 'American Express', lengths: [15], ranges: [['34', '34'], ['37', '37']] },
  { name: 'Discover', lengths: [16, 17, 18, 19], ranges: [['6011', '6011'], ['644', '649'], ['65', '65'], ['622126', '622925']] },
  { name: 'JCB', lengths: [16, 17, 18, 19], ranges: [['3528', '3589']] },
  { name: 'Diners Club', lengths: [14, 15, 16, 17, 18, 19], ranges: [['300', '305'], ['3095', '3095'], ['36', '36'], ['38', '39']] },
  { name: 'UnionPay', lengths: [16, 17, 18, 19], ranges: [['62', '62']] },
  { name: 'Maestro', lengths: [13, 14, 15, 16, 17, 18, 19], ranges: [['5018', '5018'], ['5020', '5020'], ['5038', '5038'], ['6304', '6304'], ['6759', '6759'], ['6761', '6763']] },
];

/** The network a card number belongs to by its prefix and length, or null. */
export function cardIssuer(digits: string): string | null {
  for (const issuer of CARD_ISSUERS) {
    if (!issuer.lengths.includes(digits.length)) continue;
    for (const [low, high] of issuer.ranges) {
      const head = digits.slice(0, low.length);
      if (head >= low && head <= high) return issuer.name;
    }
  }
  return null;
}

/** Payment card: 13-19 digits, one kind of separator (space or dash) at most, a known issuer range, and Luhn. */
export function isCardNumber(candidate: string): boolean {
  const separators = new Set(candidate.replace(/\d/g, ''));
  if (separators.size > 1) return false;
  const digits = candidate.replace(/[ -]/g, '');
  return /^\d{13,19}$/.test(digits) && cardIssuer(digits) !== null && luhnValid(digits) && !/^(\d)\1+$/.test(digits);
}

// ---------- IBAN ----------

/** IBAN length by country (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** IBAN: the country's registered length, then MOD 97-10 over BBAN + country + check digits equals 1. */
export function isIban(candidate: string): boolean {
  const compact = candidate.replace(/ /g, '').toUpperCase();
  const length = IBAN_LENGTHS[compact.slice(0, 2)];
  if (!length || compact.length !== length || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

function findIbans(text: string): DlpMatch[] {
  const out: DlpMatch[] = [];
  const re = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // The pattern may run into the next word: keep the prefix holding exactly the country's length.
    const length = IBAN_LENGTHS[m[0].slice(0, 2)];
    if (!length) continue;
    let count = 0;
    let end = 0;
    while (end < m[0].length && count < length) if (m[0][end++] !== ' ') count++;
    const value = m[0].slice(0, end);
    const next = text[m.index + end];
    if (count === length && (next === undefined || !/[A-Za-z0-9]/.test(next) || m[0][end] === ' ') && isIban(value)) {
      out.push({ start: m.index, end: m.index + end, value, sample: maskKeepLast(value) });
      re.lastIndex = m.index + end;
    }
  }
  return out;
}

// ---------- national identifiers ----------

/** Numbers the SSA voided after they were printed on sample cards or in advertising. */
export const SSN_KNOWN_INVALID = ['078-05-1120', '219-09-9999', '123-45-6789'];

/** US SSN (SSA rules): area not 000, 666 or 900-999; group not 00; serial not 0000; not a publicised sample. */
export function isSsn(candidate: string): boolean {
  const m = /^(\d{3})([- ]?)(\d{2})\2(\d{4})$/.exec(candidate);
  if (!m) return false;
  const [, area, , group, serial] = m;
  if (area === '000' || area === '666' || area >= '900' || group === '00' || serial === '0000') return false;
  return !SSN_KNOWN_INVALID.includes(`${area}-${group}-${serial}`);
}

/** UK NINO (HMRC): first letter not D F I Q U V, second not D F I O Q U V, prefix not BG GB KN NK NT TN ZZ, six digits, suffix A-D. */
export function isNino(candidate: string): boolean {
  const compact = candidate.replace(/ /g, '').toUpperCase();
  const m = /^([A-Z])([A-Z])\d{6}([A-D])$/.exec(compact);
  if (!m) return false;
  if ('DFIQUV'.includes(m[1]) || 'DFIOQUV'.includes(m[2])) return false;
  return !['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(m[1] + m[2]);
}

/** Aadhaar (UIDAI): 12 digits, optionally in groups of 4, the first not 0 or 1, the last a Verhoeff check digit. */
export function isAadhaar(candidate: string): boolean {
  const m = /^(\d{4})([ -]?)(\d{4})\2(\d{4})$/.exec(candidate);
  if (!m) return false;
  const digits = m[1] + m[3] + m[4];
  return /^[2-9]/.test(digits) && verhoeffValid(digits) && !/^(\d)\1+$/.test(digits);
}

/** The holder types the 4th letter of a PAN names (Income Tax Department). */
export const PAN_ENTITY_CODES: Readonly<Record<string, string>> = {
  P: 'Individual', C: 'Company', H: 'Hindu Undivided Family', F: 'Firm', A: 'Association of Persons', T: 'Trust',
  B: 'Body of Individuals', L: 'Local Authority', J: 'Artificial Juridical Person', G: 'Government',
};

/** Indian PAN: 5 letters, 4 digits, 1 letter; the 4th letter is a holder-type code; digits not 0000. */
export function isPan(candidate: string): boolean {
  const m = /^[A-Z]{3}([A-Z])[A-Z](\d{4})[A-Z]$/.exec(candidate);
  return m !== null && m[1] in PAN_ENTITY_CODES && m[2] !== '0000';
}

// ---------- e-mail ----------

/** E-mail address: a dot-atom local part (no leading, trailing or double dots) and a domain with a 2+ letter TLD. */
export function isEmailAddress(candidate: string): boolean {
  const at = candidate.lastIndexOf('@');
  const local = candidate.slice(0, at);
  const domain = candidate.slice(at + 1);
  if (at < 1 || local.length > 64 || candidate.length > 254) return false;
  if (/^\.|\.$|\.\./.test(local) || !/^[A-Za-z0-9._%+-]+$/.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(l)) && /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]);
}

// ---------- secrets ----------

/** AWS key ids: a known 4-letter resource prefix then 16 base32 characters (A-Z, 2-7). */
const AWS_KEY_ID = /(?<![A-Za-z0-9])((?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z2-7]{16})(?![A-Za-z0-9])/;
/** AWS secret keys are 40 base64 characters; only counted next to a name that says what they are. */
const AWS_SECRET = /(?:aws_?)?secret_?(?:access_?)?key["']?\s*[:=]\s*["']?([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/i;
const GITHUB = /(?<![A-Za-z0-9_])(gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})(?![A-Za-z0-9_])/;
const SLACK = /(?<![A-Za-z0-9])(xox[baprs]-\d{6,}-[A-Za-z0-9-]{10,})(?![A-Za-z0-9])/;
/** A private-key header, and the whole block up to its END line when there is one (so its body is not re-reported). */
const PRIVATE_KEY = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----(?:[A-Za-z0-9+/=\s:,-]{0,16384}?-----END \1-----)?/;
const API_KEY =
  /(?:api[_-]?key|apikey|x-api-key|access[_-]?token|auth[_-]?token|client[_-]?secret|secret[_-]?token)["']?\s*[:=]\s*["']?([A-Za-z0-9_\-.]{16,128})(?![A-Za-z0-9_\-.])/i;
const STRIPE = /(?<![A-Za-z0-9_])((?:sk|rk)_live_[A-Za-z0-9]{24,99})(?![A-Za-z0-9])/;

/** A secret value is random-looking: letters and digits both, and not one repeated character. */
function looksRandom(value: string): boolean {
  return /[A-Za-z]/.test(value) && /\d/.test(value) && !/^(.)\1+$/.test(value);
}

export const ENTROPY = { base64: { minLength: 24, bits: 4.2 }, hex: { minLength: 32, bits: 3.0 } } as const;

/** High-entropy token: a base64 run of 24+ chars above 4.2 bits/char (mixed case and digits), or a hex run of 32+ above 3.0. */
export function isHighEntropy(value: string): boolean {
  if (/^[0-9a-fA-F]+$/.test(value)) return value.length >= ENTROPY.hex.minLength && shannonEntropy(value) >= ENTROPY.hex.bits && looksRandom(value);
  return (
    value.length >= ENTROPY.base64.minLength &&
    /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) &&
    shannonEntropy(value.replace(/=+$/, '')) >= ENTROPY.base64.bits
  );
}

// ---------- source code ----------

const CODE_MARKERS: readonly (readonly [string, RegExp])[] = [
  ['JavaScript/TypeScript', /^\s*(?:import\s.+\sfrom\s|export\s+(?:default\s+)?(?:function|const|class|interface|type)\b|const\s+\w+\s*=|function\s+\w+\s*\(|let\s+\w+\s*=)/],
  ['Python', /^\s*(?:def\s+\w+\s*\(.*\)\s*(?:->.*)?:|from\s+[\w.]+\s+import\s|import\s+[\w.]+\s*$|class\s+\w+(?:\(.*\))?:|if\s+__name__\s*==)/],
  ['C/C++', /^\s*(?:#include\s*[<"]|#define\s+\w|int\s+main\s*\(|std::|template\s*<)/],
  ['Java/C#', /^\s*(?:(?:public|private|protected)\s+(?:static\s+)?[\w<>[\]]+\s+\w+\s*[({=;]|package\s+[\w.]+;|using\s+[\w.]+;|namespace\s+\w)/],
  ['Go', /^\s*(?:func\s+(?:\(\w+\s+\*?\w+\)\s*)?\w+\s*\(|package\s+\w+\s*$|import\s+\(|\w+\s*:=\s)/],
  ['Rust', /^\s*(?:(?:pub\s+)?fn\s+\w+\s*[(<]|use\s+\w+::|impl(?:<.*>)?\s+\w|let\s+mut\s+\w)/],
  ['Shell', /^\s*(?:#!\/(?:usr\/)?bin\/(?:env\s+)?(?:ba|z)?sh|export\s+\w+=)/],
];
/** Generic code lines: a line ending in `{`, `}` or `;`, or an assignment with a call. */
const CODE_LINE = /(?:[{};]\s*$|^\s*}\s*(?:else|catch)?)/;

export const SOURCE_CODE = { minLines: 3, density: 0.3 } as const;

/**
 * Source code: at least 3 lines carrying a language marker (import, #include, def, class, function...)
 * or a statement ending, and they make up 30% or more of the non-empty lines. Each such line is a match;
 * the sample names the language the markers point to.
 */
function findSourceCode(text: string): DlpMatch[] {
  const lines: { start: number; end: number; language: string | null }[] = [];
  let nonEmpty = 0;
  const votes = new Map<string, number>();
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    if (line.trim() === '') continue;
    nonEmpty++;
    const marker = CODE_MARKERS.find(([, re]) => re.test(line));
    if (marker) votes.set(marker[0], (votes.get(marker[0]) ?? 0) + 1);
    if (marker || CODE_LINE.test(line)) lines.push({ start, end: start + line.length, language: marker?.[0] ?? null });
  }
  const marked = lines.filter((l) => l.language !== null).length;
  if (marked < 1 || lines.length < SOURCE_CODE.minLines || lines.length / nonEmpty < SOURCE_CODE.density) return [];
  const language = [...votes.entries()].sort((a, b) => b[1] - a[1])[0][0];
  return lines.map((l) => ({ start: l.start, end: l.end, value: text.slice(l.start, l.end), sample: `${language} code` }));
}

// ---------- the table ----------

const card = /(?<![\d-]|\d )(\d(?:[ -]?\d){12,18})(?![\d-]|\s\d)/;
const ssn = /(?<![\d-]|\d )(\d{3}([- ])\d{2}\2\d{4})(?![\d-]|\s\d)/;
const nino = /(?<![A-Za-z0-9])([A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D])(?![A-Za-z0-9])/;
const aadhaar = /(?<![\d-]|\d )(\d{4}([ -]?)\d{4}\2\d{4})(?![\d-]|\s\d)/;
const pan = /(?<![A-Za-z0-9])([A-Z]{5}\d{4}[A-Z])(?![A-Za-z0-9])/;
const email = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/;
const entropyRun = /(?<![A-Za-z0-9+/_-])([A-Za-z0-9+/_-]{24,}={0,2})(?![A-Za-z0-9+/_=-])/;

/**
 * Every built-in type, in precedence order: where two overlap, the earlier keeps the text (an IBAN's
 * digits are not also a card number, a GitHub token is not also a high-entropy string).
 */
export const BUILTIN_TYPES: readonly BuiltinType[] = [
  {
    name: 'Private Key',
    description: 'PEM or OpenSSH private key blocks (-----BEGIN … PRIVATE KEY-----).',
    find: (text) =>
      [...text.matchAll(new RegExp(PRIVATE_KEY.source, 'g'))].map((m) => ({ start: m.index, end: m.index + m[0].length, value: m[0], sample: `-----BEGIN ${m[1]}-----` })),
  },
  {
    name: 'IBAN',
    description: 'International bank account numbers with the country’s registered length and a valid MOD 97-10 check.',
    find: findIbans,
  },
  {
    name: 'Credit Card Number',
    description: 'Payment card numbers of a known network (Visa, Mastercard, American Express, Discover, JCB, Diners Club, UnionPay, Maestro) that pass the Luhn check.',
    find: (text) => scan(text, card, (v) => (isCardNumber(v) ? maskKeepLast(v) : null)),
  },
  {
    name: 'US Social Security Number',
    description: 'US SSNs in the 3-2-4 layout, excluding numbers the SSA never issues (area 000, 666, 900-999, group 00, serial 0000) and voided samples.',
    find: (text) => scan(text, ssn, (v) => (isSsn(v) ? maskKeepLast(v) : null)),
  },
  {
    name: 'UK National Insurance Number',
    description: 'UK National Insurance numbers: an allowed two-letter prefix, six digits and a suffix A-D.',
    find: (text) => scan(text, nino, (v) => (isNino(v) ? maskKeepLast(v) : null)),
  },
  {
    name: 'Aadhaar Number',
    description: 'Indian Aadhaar numbers: 12 digits not starting with 0 or 1, with a valid Verhoeff check digit.',
    find: (text) => scan(text, aadhaar, (v) => (isAadhaar(v) ? maskKeepLast(v) : null)),
  },
  {
    name: 'PAN Number',
    description: 'Indian Permanent Account Numbers: AAAAA9999A with a valid holder-type letter in 4th position.',
    find: (text) => scan(text, pan, (v) => (isPan(v) ? maskKeepLast(v) : null)),
  },
  {
    name: 'Email Address',
    description: 'E-mail addresses with a well-formed local part and domain.',
    find: (text) => scan(text, email, (v) => (isEmailAddress(v) ? maskEmail(v) : null)),
  },
  {
    name: 'AWS Access Key',
    description: 'AWS access key ids (AKIA, ASIA and the other resource prefixes followed by 16 base32 characters).',
    find: (text) => scan(text, AWS_KEY_ID, (v) => maskSecret(v, 4)),
  },
  {
    name: 'AWS Secret Key',
    description: 'AWS secret access keys (40 base64 characters) assigned to a name such as aws_secret_access_key.',
    find: (text) => scan(text, AWS_SECRET, (v) => (looksRandom(v) ? maskSecret(v) : null)),
  },
  {
    name: 'GitHub Token',
    description: 'GitHub tokens: ghp_, gho_, ghu_, ghs_ and ghr_ tokens and fine-grained github_pat_ tokens.',
    find: (text) => scan(text, GITHUB, (v) => maskSecret(v, v.startsWith('github_pat_') ? 11 : 4)),
  },
  {
    name: 'Slack Token',
    description: 'Slack bot, user, app and refresh tokens (xoxb-, xoxp-, xoxa-, xoxr-, xoxs-).',
    find: (text) => scan(text, SLACK, (v) => maskSecret(v, 5)),
  },
  {
    name: 'API Key',
    description: 'API keys and tokens assigned to a name such as api_key, x-api-key or client_secret, and live Stripe keys.',
    find: (text) =>
      [...scan(text, API_KEY, (v) => (looksRandom(v) ? maskSecret(v) : null)), ...scan(text, STRIPE, (v) => maskSecret(v, 8))].sort((a, b) => a.start - b.start),
  },
  {
    name: 'High-Entropy Secret',
    description: `Random-looking tokens: base64 runs of ${ENTROPY.base64.minLength}+ characters above ${ENTROPY.base64.bits} bits of entropy per character, or hex runs of ${ENTROPY.hex.minLength}+ above ${ENTROPY.hex.bits}.`,
    find: (text) => scan(text, entropyRun, (v) => (isHighEntropy(v) ? maskSecret(v) : null)),
  },
  {
    name: 'Source Code',
    description: 'Program source text: lines with language markers (import, #include, def, class, function…) making up a sizeable share of the text.',
    find: findSourceCode,
  },
];

export const BUILTIN_TYPE_NAMES: readonly string[] = BUILTIN_TYPES.map((t) => t.name);
