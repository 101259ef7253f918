import { describe, expect, it } from 'vitest';
import { cidrContains, cidrHasAddress, cidrProblem, cidrsOverlap, formatCidr, parseCidr, parseIPv4 } from './cidr';

describe('IPv4 CIDR blocks', () => {
  it('reads a block and writes it back', () => {
    expect(parseCidr('100.64.0.0/16')).toEqual({ network: 100 * 2 ** 24 + 64 * 2 ** 16, prefix: 16, size: 65_536 });
    expect(formatCidr(parseCidr('10.10.1.10/32')!)).toBe('10.10.1.10/32');
    expect(parseCidr('0.0.0.0/0')!.size).toBe(2 ** 32);
  });

  it('says why a text is not a block', () => {
    expect(cidrProblem('10.0.0.0/8')).toBeNull();
    expect(cidrProblem('10.0.0.1/8')).toContain('10.0.0.0/8');
    expect(cidrProblem('256.0.0.0/8')).toContain('0 to 255');
    expect(cidrProblem('10.0.0.0/33')).toContain('prefix');
    expect(cidrProblem('10.0.0/8')).toContain('IPv4 block');
    expect(cidrProblem('010.0.0.0/8')).not.toBeNull();
    expect(parseCidr('10.0.0.1/8')).toBeNull();
  });

  it('tells overlap, containment and membership', () => {
    const a = parseCidr('10.10.0.0/16')!;
    expect(cidrsOverlap(a, parseCidr('10.10.8.0/24')!)).toBe(true);
    expect(cidrsOverlap(a, parseCidr('10.11.0.0/16')!)).toBe(false);
    expect(cidrsOverlap(parseCidr('10.0.0.0/8')!, a)).toBe(true);
    expect(cidrContains(a, parseCidr('10.10.8.0/24')!)).toBe(true);
    expect(cidrContains(parseCidr('10.10.8.0/24')!, a)).toBe(false);
    expect(cidrHasAddress(a, parseIPv4('10.10.255.255')!)).toBe(true);
    expect(cidrHasAddress(a, parseIPv4('10.11.0.0')!)).toBe(false);
    expect(parseIPv4('1.2.3')).toBeNull();
  });
});
