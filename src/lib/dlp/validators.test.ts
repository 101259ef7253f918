// Each validator against public VALID samples and INVALID look-alikes a bare pattern would accept.
// A false positive (an invalid sample accepted) fails the test just like a miss.
import { describe, expect, it } from 'vitest';
import { cardIssuer, isAadhaar, isCardNumber, isEmailAddress, isHighEntropy, isIban, isNino, isPan, isSsn } from './builtins';
import { luhnValid, mod97, verhoeffCheckDigit, verhoeffValid } from './checksums';
import { scanText } from './scan';

/** The single built-in type scanText reports for a text, with its count (or [] for none). */
const found = (text: string) => scanText(text).map((f) => [f.type, f.count]);

describe('check digits', () => {
  it('Verhoeff agrees with the published worked examples', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(verhoeffCheckDigit('142857')).toBe('0');
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffValid('2336')).toBe(false); // an adjacent transposition is caught
  });
  it('Luhn and MOD 97-10', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(mod97('3214282912345698765432161182')).toBe(1); // GB82 WEST 1234 5698 7654 32 rearranged
  });
});

describe('payment cards', () => {
  // Stripe's and the networks' published test numbers.
  const valid: [string, string][] = [
    ['4242424242424242', 'Visa'], ['4111 1111 1111 1111', 'Visa'], ['4000-0566-5566-5556', 'Visa'],
    ['5555555555554444', 'Mastercard'], ['2223003122003222', 'Mastercard'], ['5200 8282 8282 8210', 'Mastercard'],
    ['378282246310005', 'American Express'], ['3714 496353 98431', 'American Express'],
    ['6011111111111117', 'Discover'], ['6011000990139424', 'Discover'],
    ['3566002020360505', 'JCB'], ['3056930009020004', 'Diners Club'], ['36227206271667', 'Diners Club'],
    ['6200000000000005', 'UnionPay'],
  ];
  it.each(valid)('%s is a %s card', (number, issuer) => {
    expect(isCardNumber(number)).toBe(true);
    expect(cardIssuer(number.replace(/\D/g, ''))).toBe(issuer);
    expect(found(`card: ${number}.`)).toEqual([['Credit Card Number', 1]]);
  });
  const invalid = [
    '4242424242424241', // wrong Luhn digit
    '5555555555554445', // wrong Luhn digit
    '1234567812345670', // passes Luhn, no issuer starts with 1
    '9999999999999995', // passes Luhn, no issuer
    '4111-1111 1111-1111', // mixed separators
    '0000000000000000', // repeated digit
    '37828224631000', // Amex prefix with 14 digits
    '2721003122003222', // above the Mastercard 2-series range
  ];
  it.each(invalid)('%s is not a card', (number) => {
    expect(isCardNumber(number)).toBe(false);
    expect(found(`card: ${number}.`).filter(([t]) => t === 'Credit Card Number')).toEqual([]);
  });
  it('does not read a card inside a longer number', () => {
    expect(found('order 94242424242424242 shipped')).toEqual([]);
    expect(found('ref 1234 4242 4242 4242 4242')).toEqual([]);
  });
});

describe('IBAN', () => {
  // Examples from the ECBS/SWIFT registry and national banks' documentation.
  const valid = [
    'GB82 WEST 1234 5698 7654 32', 'DE89 3704 0044 0532 0130 00', 'FR14 2004 1010 0505 0001 3M02 606',
    'NL91 ABNA 0417 1643 00', 'BE68 5390 0754 7034', 'CH93 0076 2011 6238 5295 7', 'NO93 8601 1117 947',
    'ES91 2100 0418 4502 0005 1332', 'GB82WEST12345698765432',
  ];
  it.each(valid)('%s is valid', (iban) => {
    expect(isIban(iban)).toBe(true);
    expect(found(`Pay to ${iban} today`)).toEqual([['IBAN', 1]]);
  });
  const invalid = [
    'GB82 WEST 1234 5698 7654 33', // wrong MOD 97
    'DE89 3704 0044 0532 0130 01', // wrong MOD 97
    'GB82 WEST 1234 5698 7654 3', // one character short for GB
    'XX82 WEST 1234 5698 7654 32', // no such country
    'DE88 3704 0044 0532 0130 00', // wrong check digits
  ];
  it.each(invalid)('%s is not valid', (iban) => {
    expect(isIban(iban)).toBe(false);
    expect(found(`Pay to ${iban} today`).filter(([t]) => t === 'IBAN')).toEqual([]);
  });
});

describe('US SSN', () => {
  it.each(['536-22-1234', '001-01-0001', '899-99-9999', '772 10 4821'])('%s follows the SSA rules', (ssn) => {
    expect(isSsn(ssn)).toBe(true);
    expect(found(`SSN ${ssn}`)).toEqual([['US Social Security Number', 1]]);
  });
  const invalid = [
    '000-12-3456', '666-12-3456', '900-12-3456', '987-65-4320', // areas never issued
    '123-00-4567', '123-45-0000', // group 00, serial 0000
    '078-05-1120', '219-09-9999', // voided sample numbers
    '536-22 1234', // mixed separators
  ];
  it.each(invalid)('%s is not an SSN', (ssn) => {
    expect(isSsn(ssn)).toBe(false);
    expect(found(`SSN ${ssn}`)).toEqual([]);
  });
});

describe('UK National Insurance number', () => {
  it.each(['AB 12 34 56 C', 'JG103759A', 'CE123456D', 'WP 81 40 22 B'])('%s is valid', (nino) => {
    expect(isNino(nino)).toBe(true);
    expect(found(`NI: ${nino}`)).toEqual([['UK National Insurance Number', 1]]);
  });
  const invalid = [
    'QQ123456C', // Q never a first letter (the HMRC template prefix)
    'DA123456A', // D never a first letter
    'AO123456A', // O never a second letter
    'GB123456A', 'ZZ123456A', 'TN123456A', 'NK123456B', // withheld prefixes
    'AB123456E', // suffix beyond D
  ];
  it.each(invalid)('%s is not a NINO', (nino) => {
    expect(isNino(nino)).toBe(false);
    expect(found(`NI: ${nino}`)).toEqual([]);
  });
});

describe('Aadhaar', () => {
  // Check digits computed with the Verhoeff algorithm verified above.
  it.each(['2345 6789 0124', '987654321012', '4567-8901-2341', '7123 4567 8908'])('%s is valid', (aadhaar) => {
    expect(isAadhaar(aadhaar)).toBe(true);
    expect(found(`UID ${aadhaar}`)).toEqual([['Aadhaar Number', 1]]);
  });
  const invalid = [
    '2345 6789 0125', '987654321013', '7123 4567 8909', // wrong Verhoeff digit
    '1234 5678 9012', '0234 5678 9012', // first digit 0 or 1
    '2345 6789-0124', // mixed separators
  ];
  it.each(invalid)('%s is not an Aadhaar number', (aadhaar) => {
    expect(isAadhaar(aadhaar)).toBe(false);
    expect(found(`UID ${aadhaar}`)).toEqual([]);
  });
});

describe('PAN', () => {
  it.each(['ABCPE1234F', 'AAACB1234C', 'AAAHT5678K', 'BNZPM2501F'])('%s is valid', (pan) => {
    expect(isPan(pan)).toBe(true);
    expect(found(`PAN ${pan}`)).toEqual([['PAN Number', 1]]);
  });
  it.each(['ABCXE1234F', 'ABCDE1234F', 'ABCPE0000F'])('%s is not a PAN', (pan) => {
    expect(isPan(pan)).toBe(false);
    expect(found(`PAN ${pan}`)).toEqual([]);
  });
});

describe('e-mail addresses', () => {
  it.each(['maria.garcia@example.com', 'j+tag@sub.example.co.uk', 'o_brien@example.ie'])('%s is an address', (email) => {
    expect(isEmailAddress(email)).toBe(true);
    expect(found(`write to ${email}.`)).toEqual([['Email Address', 1]]);
  });
  it.each(['john..doe@example.com', '.john@example.com', 'john.@example.com', 'user@example.c', 'user@-example.com', 'user@example.123'])('%s is not', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
  it('needs a dotted domain', () => {
    expect(found('user@localhost')).toEqual([]);
  });
});

describe('secrets', () => {
  it('AWS access key ids: resource prefix and 16 base32 characters', () => {
    expect(found('key AKIAIOSFODNN7EXAMPLE')).toEqual([['AWS Access Key', 1]]);
    expect(found('key ASIAY34FZKBOKMUTVV7A')).toEqual([['AWS Access Key', 1]]);
    expect(found('key AKIA1234567890ABCDEF')).toEqual([]); // 0, 1, 8, 9 are not base32
    expect(found('key AKIAIOSFODNN7EXAMPL')).toEqual([]); // 15 characters
    expect(found('key AKIAIOSFODNN7EXAMPLEX')).toEqual([]); // 17 characters
  });
  it('AWS secret keys only next to their name', () => {
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    expect(found(`aws_secret_access_key = ${secret}`)).toEqual([['AWS Secret Key', 1]]);
    expect(found(`"SecretAccessKey": "${secret}"`)).toEqual([['AWS Secret Key', 1]]);
  });
  it('GitHub tokens', () => {
    const body = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
    for (const prefix of ['ghp', 'gho', 'ghu', 'ghs', 'ghr']) expect(found(`token ${prefix}_${body}`)).toEqual([['GitHub Token', 1]]);
    expect(found(`token github_pat_11ABCDEFG0123456789abc_${'x1Y2z3'.repeat(9)}abcde`)).toEqual([['GitHub Token', 1]]);
    expect(found(`token ghx_${body}`).filter(([t]) => t === 'GitHub Token')).toEqual([]);
    expect(found(`token ghp_${body.slice(1)}`).filter(([t]) => t === 'GitHub Token')).toEqual([]);
  });
  it('Slack tokens', () => {
    expect(found('SLACK=xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx')).toEqual([['Slack Token', 1]]);
    expect(found('SLACK=xoxp-123456789012-123456789012-123456789012-0123456789abcdef0123456789abcdef')).toEqual([['Slack Token', 1]]);
    expect(found('SLACK=xoxz-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx').filter(([t]) => t === 'Slack Token')).toEqual([]);
  });
  it('private-key headers, not public keys or certificates', () => {
    for (const kind of ['', 'RSA ', 'EC ', 'OPENSSH ', 'ENCRYPTED ']) expect(found(`-----BEGIN ${kind}PRIVATE KEY-----`)).toEqual([['Private Key', 1]]);
    expect(found('-----BEGIN PUBLIC KEY-----')).toEqual([]);
    expect(found('-----BEGIN CERTIFICATE-----')).toEqual([]);
  });
  it('a private-key block counts once, its body is not a second secret', () => {
    const block = `-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1x2Kq9Zb8TgR7uV3nL5pW0yX4cH6jD2fS8aQ1rE9tY7uI3oP\nq5W8eR2tY6uI0oP4aS7dF1gH3jK9lZ2xC5vB8nM1qW4eR7tY0uI3oP6aS9dF2gH5\n-----END RSA PRIVATE KEY-----`;
    expect(found(block)).toEqual([['Private Key', 1]]);
  });
  it('API keys assigned to a telling name, and live Stripe keys', () => {
    expect(found('api_key: "k9Xs2LqP0vR7tY4wZ1bN6mQ3"')).toEqual([['API Key', 1]]);
    expect(found('X-API-Key: 3f9a8b7c6d5e4f3a2b1c0d9e')).toEqual([['API Key', 1]]);
    expect(found(`stripe = ${'sk_live_'}4eC39HqLyjWDarjtT1zdp7dc`)).toEqual([['API Key', 1]]);
    expect(found('api_key: "your-api-key-goes-here"')).toEqual([]); // no digits: a placeholder
  });
  it('high-entropy tokens by Shannon entropy, not by length alone', () => {
    expect(isHighEntropy('q8Xv2LmP0zR7tY4wK1bN6cQ3hJ5sD9fG')).toBe(true);
    expect(isHighEntropy('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe(true);
    expect(isHighEntropy('Password1Password1Password1Password1')).toBe(false); // repetitive
    expect(isHighEntropy('ThisIsAVeryLongCamelCaseIdentifierName')).toBe(false); // no digits
    expect(isHighEntropy('aB3dE5')).toBe(false); // too short
    expect(isHighEntropy('11111111111111111111111111111111')).toBe(false);
    expect(found('session=q8Xv2LmP0zR7tY4wK1bN6cQ3hJ5sD9fG')).toEqual([['High-Entropy Secret', 1]]);
  });
});

describe('source code', () => {
  it('finds code by marker density and names the language', () => {
    const code = "import { readFile } from 'node:fs/promises';\n\nexport async function load(path: string) {\n  const text = await readFile(path, 'utf8');\n  return JSON.parse(text);\n}\n";
    const result = scanText(code);
    expect(result.map((f) => [f.type, f.count])).toEqual([['Source Code', 5]]);
    expect(result[0].samples).toEqual(['JavaScript/TypeScript code']);
    const python = 'import os\n\ndef main():\n    print(os.getcwd())\n\nif __name__ == "__main__":\n    main()\n';
    expect(scanText(python)[0].samples).toEqual(['Python code']);
  });
  it('prose that mentions code words is not code', () => {
    const prose = 'We import coffee from Brazil; the function of the class is to define quality.\nPlease review the attached report.\nThanks,\nMaria';
    expect(found(prose)).toEqual([]);
  });
});
