// spec part 1 §5: one set of rules for the forms and for the server.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const URL_MAX_LENGTH = 2083;
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 500;

export const FREE_MAIL_DOMAINS = ['gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'rediffmail.com'] as const;

const EMAIL_RE = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_RE = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}';
const URL_OR_DOMAIN_RE = new RegExp(
  `^(?:https?://)?(?:\\*\\.)?(?:${DOMAIN}|${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3})(?::\\d{1,5})?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`,
);

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

/** The domain part of an address, lower-cased; '' when there is none. */
export function emailDomain(value: string): string {
  const at = value.lastIndexOf('@');
  return at < 0 ? '' : value.slice(at + 1).trim().toLowerCase();
}

/** spec part 1 §5: the six public free-mail domains identify personal addresses. */
export function isFreeMail(value: string): boolean {
  const domain = value.includes('@') ? emailDomain(value) : value.trim().toLowerCase();
  return (FREE_MAIL_DOMAINS as readonly string[]).includes(domain);
}

/** spec part 1 §5: accepts an address ending with the public mail domain, or just that domain. */
export function isGmailAddress(value: string): boolean {
  const v = value.trim().toLowerCase();
  return v === 'gmail.com' || (v.endsWith('@gmail.com') && isEmail(v));
}

export function isIPv4(value: string): boolean {
  return IPV4_RE.test(value);
}

export function isUrlOrDomain(value: string): boolean {
  return value.length <= URL_MAX_LENGTH && URL_OR_DOMAIN_RE.test(value);
}

export function isStrictUrl(value: string): boolean {
  if (value.length > URL_MAX_LENGTH || !/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export type PasswordProblem = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export function passwordProblems(value: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) problems.push('length');
  if (!/[A-Z]/.test(value)) problems.push('upper');
  if (!/[a-z]/.test(value)) problems.push('lower');
  if (!/\d/.test(value)) problems.push('digit');
  if (!/[^A-Za-z0-9]/.test(value)) problems.push('special');
  return problems;
}

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters and include an upper-case letter, a lower-case letter, a digit and a special character.';
export const FREE_MAIL_MESSAGE = 'Please use your work e-mail address; personal addresses (Gmail, Yahoo, Hotmail, Outlook, Rediffmail) are not accepted.';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address.';

/** spec part 1 §5: India six digits not starting with zero; US five digits or ZIP+4. */
export function isPostalCode(country: string, value: string): boolean {
  switch (country.toUpperCase()) {
    case 'IN':
      return /^[1-9]\d{5}$/.test(value);
    case 'US':
      return /^\d{5}(?:-\d{4})?$/.test(value);
    default:
      return value.trim().length > 0;
  }
}

/** spec part 1 §5: search fires at 3+ characters or when cleared. */
export function shouldSearch(value: string): boolean {
  const v = value.trim();
  return v.length === 0 || v.length >= SEARCH_MIN_CHARS;
}

export const emailField = z.string().trim().max(254).refine(isEmail, EMAIL_MESSAGE);
export const workEmailField = emailField.refine((v) => !isFreeMail(v), FREE_MAIL_MESSAGE);
export const passwordField = z.string().max(256).refine((v) => passwordProblems(v).length === 0, PASSWORD_RULE_MESSAGE);

/** Each part of the password rule, met or not: the sign-up form's live checklist. */
export function signupPasswordCheck(value: string): Record<PasswordProblem, boolean> {
  const problems = new Set(passwordProblems(value));
  return {
    length: !problems.has('length'),
    upper: !problems.has('upper'),
    lower: !problems.has('lower'),
    digit: !problems.has('digit'),
    special: !problems.has('special'),
  };
}
