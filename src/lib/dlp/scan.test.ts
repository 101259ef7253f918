// scanText over mixed texts (exact counts), custom types (keywords, regex, refused regexes, bounded
// runs), dictionaries, hashed tokens, file hashes, masking and the sample generators.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customTypeErrors, DlpPatternError, fileMatches, findHashedTokens, normaliseToken, REGEX_LIMITS, riskyPattern } from './custom';
import { SYSTEM_DICTIONARIES } from './dictionaries';
import { maskEmail, maskKeepLast } from './mask';
import { sample, seededRand } from './samples';
import { builtinTypes, countsByType, scanText } from './scan';

const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');


describe('scanText on mixed text', () => {
  const text = [
    'Customer: Maria Garcia <maria.garcia@example.com>, cc: tom.smith@example.org',
    'Card on file 4242 4242 4242 4242, backup card 5555-5555-5555-4444, old card 4242 4242 4242 4241',
    'Refund to IBAN GB82 WEST 1234 5698 7654 32 (not GB82 WEST 1234 5698 7654 33)',
    'SSN 536-22-1234 and 536-22-1235; test value 000-12-3456',
    'NINO JG103759A, Aadhaar 2345 6789 0124, PAN ABCPE1234F',
    'deploy with AKIAIOSFODNN7EXAMPLE and ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8',
  ].join('\n');

  it('counts every type exactly and nothing else', () => {
    expect(countsByType(scanText(text))).toEqual({
      'Credit Card Number': 2,
      IBAN: 1,
      'US Social Security Number': 2,
      'UK National Insurance Number': 1,
      'Aadhaar Number': 1,
      'PAN Number': 1,
      'Email Address': 2,
      'AWS Access Key': 1,
      'GitHub Token': 1,
    });
  });

  it('masks every sample and points at the text', () => {
    const findings = scanText(text);
    const cards = findings.find((f) => f.type === 'Credit Card Number')!;
    expect(cards.samples).toEqual(['•••• •••• •••• 4242', '••••-••••-••••-4444']);
    const [start, end] = cards.spans[0];
    expect(text.slice(start, end)).toBe('4242 4242 4242 4242');
    const all = findings.flatMap((f) => f.samples).join(' ');
    for (const secret of ['4242 4242 4242 4242', 'GB82 WEST', '536-22-1234', 'AKIAIOSFODNN7EXAMPLE', 'ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8', 'maria.garcia'])
      expect(all).not.toContain(secret);
  });

  it('runs only the types asked for', () => {
    expect(countsByType(scanText(text, { types: ['IBAN', 'Email Address'] }))).toEqual({ IBAN: 1, 'Email Address': 2 });
  });

  it('an empty or plain text finds nothing', () => {
    expect(scanText('')).toEqual([]);
    expect(scanText('The quarterly offsite is on 12 March at 10:30 in room 4.')).toEqual([]);
  });

  it('lists the built-in types with descriptions, keeping the stored names', () => {
    const names = builtinTypes().map((t) => t.name);
    for (const stored of ['Email Address', 'Credit Card Number', 'US Social Security Number', 'IBAN', 'AWS Access Key', 'API Key', 'Private Key'])
      expect(names).toContain(stored);
    expect(builtinTypes().every((t) => t.description.length > 20)).toBe(true);
  });
});

describe('custom types', () => {
  it('keywords match whole words, case-insensitive unless asked', () => {
    const text = 'Project Falcon ships in May. FALCON docs are internal; falconry is a hobby.';
    const custom = [{ kind: 'keywords' as const, name: 'Codenames', keywords: ['project falcon', 'falcon'] }];
    expect(countsByType(scanText(text, { custom }))).toEqual({ Codenames: 2 });
    const strict = [{ kind: 'keywords' as const, name: 'Codenames', keywords: ['Falcon'], caseSensitive: true }];
    expect(countsByType(scanText(text, { custom: strict }))).toEqual({ Codenames: 1 });
  });

  it('a regex type counts its matches', () => {
    const custom = [{ kind: 'regex' as const, name: 'Employee ID', pattern: 'EMP-\\d{6}' }];
    const found = scanText('EMP-004211 and EMP-123456, not EMP-12', { custom });
    expect(found).toEqual([{ type: 'Employee ID', source: 'custom', count: 2, samples: ['•••-••4211', '•••-••3456'], spans: [[0, 10], [15, 25]] }]);
  });

  it('a regex that fails to compile is refused with a clear reason', () => {
    const custom = [{ kind: 'regex' as const, name: 'Broken', pattern: '([a-z]+' }];
    expect(customTypeErrors(custom)).toEqual([{ name: 'Broken', message: expect.stringMatching(/^The pattern does not compile: /) }]);
    expect(() => scanText('abc', { custom })).toThrow(DlpPatternError);
  });

  it('patterns whose backtracking explodes are refused before they run', () => {
    expect(riskyPattern('(a+)+$')).toMatch(/exponential/);
    expect(riskyPattern('(a|aa)*b')).toMatch(/exponential/);
    expect(riskyPattern('(?:\\w+\\s?)*x')).toMatch(/exponential/);
    expect(riskyPattern('(x)\\1')).toMatch(/Backreferences/);
    expect(riskyPattern('\\d*\\d*\\d*\\d*x')).toMatch(/at most 3 open-ended/);
    expect(riskyPattern('[\\w.]+@[\\w-]+\\.\\w{2,}')).toBeNull();
    expect(riskyPattern('a'.repeat(REGEX_LIMITS.patternLength + 1))).toMatch(/longer than/);
    expect(riskyPattern('EMP-\\d{6}(?:-[A-Z]{2})?')).toBeNull();
    expect(riskyPattern('(\\d{3}-){2}\\d{4}')).toBeNull();
    expect(customTypeErrors([{ kind: 'regex', name: 'Empty', pattern: 'x*' }])).toEqual([{ name: 'Empty', message: 'The pattern matches empty text.' }]);
  });

  it('a slow polynomial pattern returns within its time budget over a large text', () => {
    const custom = [{ kind: 'regex' as const, name: 'Slow', pattern: '\\d*\\d*\\d*x' }];
    const started = Date.now();
    const found = scanText('1'.repeat(200_000), { custom });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(found).toEqual([]);
  });

  it('the match count is capped and says so', () => {
    const custom = [{ kind: 'regex' as const, name: 'Letter', pattern: 'a' }];
    const [finding] = scanText('a '.repeat(5000), { custom });
    expect(finding.count).toBe(REGEX_LIMITS.matches);
    expect(finding.truncated).toBe(true);
  });
});

describe('dictionaries', () => {
  it('system dictionaries match whole words and phrases', () => {
    const text = 'Discharge summary: the biopsy confirmed carcinoma; start chemotherapy. Insulin dosage unchanged. Diabetic diet.';
    const medical = SYSTEM_DICTIONARIES.find((d) => d.id === 'medical-terms')!;
    expect(countsByType(scanText(text, { dictionaries: [medical] }))).toEqual({ 'Medical Terms': 6 });
  });
  it('a custom word list', () => {
    const text = 'Budget and forecast for the merger are under NDA.';
    const list = { id: 'x', name: 'Deal words', description: '', words: ['merger', 'NDA', 'term sheet'] };
    expect(countsByType(scanText(text, { dictionaries: [list] }))).toEqual({ 'Deal words': 2 });
  });
});

describe('exact data and exact files', () => {
  const hashes = ['Jane.Doe@Example.com', 'ACC-99812'].map((v) => sha256(normaliseToken(v)));
  const text = 'Ticket from jane.doe@example.com about account ACC-99812. Also ACC-99813.';

  it('hashed tokens match after normalisation, without the values in clear', () => {
    expect(countsByType(scanText(text, { tokenHashes: { hashes, hash: sha256 } }))).toEqual({ 'Exact Data Match': 2, 'Email Address': 1 });
  });
  it('an async hasher (WebCrypto in the browser) finds the same', async () => {
    const matches = await findHashedTokens(text, hashes, async (t) => sha256(t));
    expect(matches.map((m) => m.value)).toEqual(['jane.doe@example.com', 'ACC-99812.']);
  });
  it('a file matches by the SHA-256 of its bytes', async () => {
    const bytes = new TextEncoder().encode('quarterly-results-draft');
    expect(await fileMatches(bytes, [sha256(bytes).toUpperCase()], sha256)).toBe(true);
    expect(await fileMatches(new TextEncoder().encode('other'), [sha256(bytes)], sha256)).toBe(false);
  });
});

describe('masking', () => {
  it('keeps the last four and the layout', () => {
    expect(maskKeepLast('4242 4242 4242 4242')).toBe('•••• •••• •••• 4242');
    expect(maskKeepLast('1234')).toBe('•••4');
    expect(maskEmail('maria@example.com')).toBe('m•••@example.com');
  });
});

describe('sample generators', () => {
  const rand = seededRand(42);
  const generators: [string, () => string][] = [
    ['Credit Card Number', () => sample.card(rand)],
    ['IBAN', () => sample.iban(rand)],
    ['US Social Security Number', () => sample.ssn(rand)],
    ['UK National Insurance Number', () => sample.nino(rand)],
    ['Aadhaar Number', () => sample.aadhaar(rand)],
    ['PAN Number', () => sample.pan(rand)],
    ['Email Address', () => sample.email(rand)],
    ['AWS Access Key', () => sample.awsAccessKey(rand)],
    ['GitHub Token', () => sample.githubToken(rand)],
    ['Slack Token', () => sample.slackToken(rand)],
    ['Private Key', () => sample.privateKey(rand)],
    ['High-Entropy Secret', () => `token ${sample.entropyToken(rand)}`],
    ['API Key', () => `api_key=${sample.apiKey(rand)}`],
    ['AWS Secret Key', () => `aws_secret_access_key=${sample.awsSecretKey(rand)}`],
  ];
  it.each(generators)('%s samples pass their own validator', (type, make) => {
    for (let i = 0; i < 200; i++) {
      const value = make();
      expect(countsByType(scanText(`x ${value} y`)), value).toEqual({ [type]: 1 });
    }
  });
});
