import { afterEach, describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPrivateAddress, OutboundRefused } from './outbound';

describe('outbound addresses', () => {
  afterEach(() => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE;
  });

  it('tells private, local and reserved addresses from public ones', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses plain http, private hosts (the cloud metadata address among them) and junk, with the reason', async () => {
    await expect(checkOutboundUrl('http://8.8.8.8/ingest', 'The ingest URL')).rejects.toThrow(/must use https/);
    await expect(checkOutboundUrl('https://169.254.169.254/latest/meta-data', 'The ingest URL')).rejects.toThrow(/private or local address/);
    await expect(checkOutboundUrl('https://127.0.0.1:8080/api', 'The token URL')).rejects.toThrow(OutboundRefused);
    await expect(checkOutboundUrl('https://[::1]/x', 'The token URL')).rejects.toThrow(/private or local/);
    await expect(checkOutboundUrl('https://localhost/x', 'The token URL')).rejects.toThrow(OutboundRefused);
    await expect(checkOutboundUrl('not a url', 'The ingest URL')).rejects.toThrow(/not a URL/);
  });

  it('accepts a public https address given as an IP, and local servers only when tests allow them', async () => {
    await expect(checkOutboundUrl('https://8.8.8.8/ingest', 'x')).resolves.toBeInstanceOf(URL);
    process.env.OUTBOUND_ALLOW_PRIVATE = '1';
    await expect(checkOutboundUrl('http://127.0.0.1:5555/ingest', 'x')).resolves.toBeInstanceOf(URL);
    await expect(checkOutboundUrl('ftp://127.0.0.1/x', 'x')).rejects.toThrow(/must use https/);
  });
});
