import { describe, expect, it } from 'vitest';
import {
  isEmail, isFreeMail, isGmailAddress, isIPv4, isPostalCode, isStrictUrl, isUrlOrDomain, passwordProblems, shouldSearch,
  signupPasswordCheck,
} from './validation';

describe('spec part 1 §5 validation rules', () => {
  it('accepts standard addresses and refuses malformed ones', () => {
    expect(isEmail('ana.lopez+it@acme.test')).toBe(true);
    for (const bad of ['', 'ana', 'ana@', '@acme.test', 'ana@acme', 'ana @acme.test', 'ana@-acme.test']) expect(isEmail(bad)).toBe(false);
  });

  it('recognises the six free-mail domains by address or by domain alone', () => {
    for (const d of ['gmail.com', 'googlemail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'rediffmail.com']) {
      expect(isFreeMail(`someone@${d}`)).toBe(true);
      expect(isFreeMail(d.toUpperCase())).toBe(true);
    }
    expect(isFreeMail('someone@acme.test')).toBe(false);
    expect(isFreeMail('someone@gmail.co')).toBe(false);
  });

  it('the Gmail-only check takes an address ending with the domain, or the domain itself', () => {
    expect(isGmailAddress('x.y@gmail.com')).toBe(true);
    expect(isGmailAddress('gmail.com')).toBe(true);
    expect(isGmailAddress('x@yahoo.com')).toBe(false);
  });

  it('IPv4 takes four numbers of 0-255', () => {
    expect(isIPv4('10.0.255.1')).toBe(true);
    expect(isIPv4('256.1.1.1')).toBe(false);
    expect(isIPv4('1.2.3')).toBe(false);
  });

  it('URL or domain allows scheme, wildcard, port, path, query and fragment; strict URL needs http(s) and 2083 chars at most', () => {
    for (const ok of ['acme.test', '*.acme.test', 'https://app.acme.test:8443/a/b?c=1#d', '192.168.1.10:80']) expect(isUrlOrDomain(ok)).toBe(true);
    for (const bad of ['acme', 'ftp://acme.test', 'https://', 'a b.com']) expect(isUrlOrDomain(bad)).toBe(false);
    expect(isStrictUrl('acme.test')).toBe(false);
    expect(isStrictUrl('https://acme.test/x')).toBe(true);
    expect(isStrictUrl(`https://acme.test/${'a'.repeat(2083)}`)).toBe(false);
  });

  it('the password rule names each missing part', () => {
    expect(passwordProblems('Palisade-demo-1')).toEqual([]);
    expect(passwordProblems('short')).toEqual(['length', 'upper', 'digit', 'special']);
    expect(passwordProblems('alllowercase1!')).toEqual(['upper']);
    expect(signupPasswordCheck('Abcdefg1')).toEqual({ length: true, upper: true, lower: true, digit: true, special: false });
  });

  it('postal codes: India six digits not starting with zero, US five digits or ZIP+4', () => {
    expect(isPostalCode('IN', '560001')).toBe(true);
    expect(isPostalCode('IN', '060001')).toBe(false);
    expect(isPostalCode('US', '94105')).toBe(true);
    expect(isPostalCode('US', '94105-1234')).toBe(true);
    expect(isPostalCode('US', '9410')).toBe(false);
  });

  it('search fires at three characters or when cleared', () => {
    expect(shouldSearch('')).toBe(true);
    expect(shouldSearch('ac')).toBe(false);
    expect(shouldSearch('acm')).toBe(true);
  });
});
