// Generators of synthetic but valid sensitive values (correct check digits, allowed ranges), for the
// demo's simulated files and pastes and for tests. Every generator takes a uniform random source in
// [0, 1) so a seeded caller stays deterministic. None of these values belongs to anyone.
import { luhnCheckDigit, mod97, verhoeffCheckDigit } from './checksums';

export type Rand = () => number;

/** A small deterministic source (a linear congruential generator) for callers that have no seeded one. */
export function seededRand(seed: number): Rand {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
}

const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const digits = (rand: Rand, n: number) => Array.from({ length: n }, () => String(int(rand, 0, 9))).join('');
const fromAlphabet = (rand: Rand, alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[int(rand, 0, alphabet.length - 1)]).join('');
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = ALNUM + '+/';

/** A mixed-class random string (at least one upper, lower and digit) of the given alphabet. */
function mixed(rand: Rand, alphabet: string, n: number): string {
  for (;;) {
    const value = fromAlphabet(rand, alphabet, n);
    if (/[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value)) return value;
  }
}

const CARD_PREFIXES: readonly (readonly [string, number])[] = [
  ['4', 16], ['51', 16], ['55', 16], ['2221', 16], ['2720', 16], ['34', 15], ['37', 15], ['6011', 16], ['65', 16], ['3530', 16], ['36', 14],
];

function group(value: string, sizes: readonly number[], separator: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    parts.push(value.slice(at, at + size));
    at += size;
  }
  if (at < value.length) parts.push(value.slice(at));
  return parts.filter((p) => p.length > 0).join(separator);
}

const IBAN_BBAN: Readonly<Record<string, (rand: Rand) => string>> = {
  DE: (rand) => digits(rand, 18),
  GB: (rand) => fromAlphabet(rand, UPPER, 4) + digits(rand, 14),
  FR: (rand) => digits(rand, 23),
  NL: (rand) => fromAlphabet(rand, UPPER, 4) + digits(rand, 10),
  ES: (rand) => digits(rand, 20),
  IE: (rand) => fromAlphabet(rand, UPPER, 4) + digits(rand, 14),
};

const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';
const FIRST_NAMES = ['maria', 'james', 'aisha', 'li', 'olga', 'pedro', 'nina', 'omar', 'sara', 'tom', 'priya', 'kenji'];
const LAST_NAMES = ['garcia', 'smith', 'khan', 'wang', 'ivanova', 'silva', 'berg', 'haddad', 'rossi', 'nguyen', 'patel', 'sato'];
const MAIL_DOMAINS = ['example.com', 'example.org', 'mail.example.net', 'customer.example.com'];

export const sample = {
  /** a card number of a random network with a valid Luhn digit, grouped 4-4-4-4 (Amex 4-6-5) */
  card(rand: Rand, separator: ' ' | '-' | '' = ' '): string {
    const [prefix, length] = pick(rand, CARD_PREFIXES);
    const body = prefix + digits(rand, length - prefix.length - 1);
    const number = body + luhnCheckDigit(body);
    return group(number, length === 15 ? [4, 6, 5] : length === 14 ? [4, 6, 4] : [4, 4, 4, 4], separator);
  },
  /** an IBAN of one of a few countries with correct MOD 97-10 check digits, printed in groups of 4 */
  iban(rand: Rand, country: keyof typeof IBAN_BBAN | null = null): string {
    const code = country ?? pick(rand, Object.keys(IBAN_BBAN));
    const bban = IBAN_BBAN[code](rand);
    const check = String(98 - mod97(`${bban}${code}00`)).padStart(2, '0');
    return group(`${code}${check}${bban}`, Array(9).fill(4), ' ');
  },
  /** a US SSN inside the SSA's issued ranges */
  ssn(rand: Rand): string {
    let area = int(rand, 1, 899);
    if (area === 666) area = 667;
    return `${String(area).padStart(3, '0')}-${String(int(rand, 1, 99)).padStart(2, '0')}-${String(int(rand, 1, 9999)).padStart(4, '0')}`;
  },
  /** a UK National Insurance number with an allowed prefix, grouped AB 12 34 56 C */
  nino(rand: Rand): string {
    for (;;) {
      const prefix = pick(rand, [...NINO_FIRST]) + pick(rand, [...NINO_SECOND]);
      if (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(prefix)) continue;
      const d = digits(rand, 6);
      return `${prefix} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${pick(rand, ['A', 'B', 'C', 'D'])}`;
    }
  },
  /** an Aadhaar number (first digit 2-9) with its Verhoeff check digit, grouped 4 4 4 */
  aadhaar(rand: Rand): string {
    const body = String(int(rand, 2, 9)) + digits(rand, 10);
    return group(body + verhoeffCheckDigit(body), [4, 4, 4], ' ');
  },
  /** an Indian PAN of an individual or a company */
  pan(rand: Rand): string {
    return `${fromAlphabet(rand, UPPER, 3)}${pick(rand, ['P', 'C', 'F', 'H'])}${fromAlphabet(rand, UPPER, 1)}${String(int(rand, 1, 9999)).padStart(4, '0')}${fromAlphabet(rand, UPPER, 1)}`;
  },
  /** an address at a reserved example domain */
  email(rand: Rand): string {
    return `${pick(rand, FIRST_NAMES)}.${pick(rand, LAST_NAMES)}${int(rand, 1, 99)}@${pick(rand, MAIL_DOMAINS)}`;
  },
  awsAccessKey(rand: Rand): string {
    return pick(rand, ['AKIA', 'ASIA']) + fromAlphabet(rand, UPPER + '234567', 16);
  },
  awsSecretKey(rand: Rand): string {
    return mixed(rand, BASE64, 40);
  },
  githubToken(rand: Rand): string {
    return `${pick(rand, ['ghp', 'gho', 'ghs'])}_${mixed(rand, ALNUM, 36)}`;
  },
  slackToken(rand: Rand): string {
    return `xoxb-${digits(rand, 11)}-${digits(rand, 12)}-${mixed(rand, ALNUM, 24)}`;
  },
  apiKey(rand: Rand): string {
    return mixed(rand, ALNUM, 32);
  },
  /** a high-entropy token such as a session secret (base64url, 40 characters) */
  entropyToken(rand: Rand): string {
    return mixed(rand, ALNUM + '-_', 40);
  },
  privateKey(rand: Rand): string {
    const kind = pick(rand, ['RSA ', 'OPENSSH ', 'EC ']);
    const body = Array.from({ length: 3 }, () => fromAlphabet(rand, BASE64, 64)).join('\n');
    return `-----BEGIN ${kind}PRIVATE KEY-----\n${body}\n-----END ${kind}PRIVATE KEY-----`;
  },
};
