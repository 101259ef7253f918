// Check-digit algorithms the DLP validators rely on. Pure functions over digit strings, no I/O.

/** Luhn (ISO/IEC 7812-1): doubling every second digit from the right, the sum must be a multiple of 10. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that completes `body` (used by the sample generators). */
export function luhnCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return String(d);
  throw new Error('unreachable: one Luhn digit always fits');
}

/**
 * ISO 7064 MOD 97-10 over an alphanumeric string (letters count as 10..35), computed piecewise
 * so a 34-character IBAN never needs numbers beyond 2^53.
 */
export function mod97(value: string): number {
  let remainder = 0;
  for (const ch of value.toUpperCase()) {
    const code = ch.charCodeAt(0);
    const chunk = code >= 48 && code <= 57 ? String(code - 48) : code >= 65 && code <= 90 ? String(code - 55) : null;
    if (chunk === null) return -1;
    for (const digit of chunk) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder;
}

// Verhoeff (dihedral group D5): multiplication table, permutation table and inverses.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Verhoeff: the running D5 product over the permuted digits (check digit included) must be 0. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  for (let i = 0; i < digits.length; i++) c = D[c][P[i % 8][digits.charCodeAt(digits.length - 1 - i) - 48]];
  return c === 0;
}

/** The Verhoeff check digit to append to `body`. */
export function verhoeffCheckDigit(body: string): string {
  let c = 0;
  for (let i = 0; i < body.length; i++) c = D[c][P[(i + 1) % 8][body.charCodeAt(body.length - 1 - i) - 48]];
  return String(INV[c]);
}

/** Shannon entropy of a string in bits per character. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}
