// Masking for DLP samples: a finding never carries a full card number, identifier or secret.

const MASK = '•';

/** Keeps the last `keep` letters/digits and any separators; every other letter or digit becomes •. */
export function maskKeepLast(value: string, keep = 4): string {
  let left = keep;
  const out: string[] = [];
  for (let i = value.length - 1; i >= 0; i--) {
    const ch = value[i];
    if (/[A-Za-z0-9]/.test(ch)) {
      out.push(left > 0 ? ch : MASK);
      left--;
    } else out.push(ch);
  }
  const masked = out.reverse().join('');
  // A value of `keep` characters or fewer would come back whole: mask it all but one.
  return value.replace(/[^A-Za-z0-9]/g, '').length <= keep ? maskKeepLast(value, Math.max(0, keep - 3)) : masked;
}

/** Secrets and tokens: a recognisable prefix (ghp_, AKIA, xoxb-) is kept, then •••• and the last 4. */
export function maskSecret(value: string, prefixLength = 0): string {
  if (value.length <= prefixLength + 8) return MASK.repeat(Math.max(4, value.length - 2)) + value.slice(-2);
  return `${value.slice(0, prefixLength)}${MASK.repeat(4)}${value.slice(-4)}`;
}

/** An e-mail address: the first character of the local part, •••, then the domain. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return maskKeepLast(value);
  return `${value[0]}${MASK.repeat(3)}${value.slice(at)}`;
}
