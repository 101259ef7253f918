// What an uploaded logo really is, from its first bytes (never from its name or declared type).
import type { CatalogImageType } from '../../../src/api/contract/catalog-admin';

export type Sniffed = { kind: 'image'; contentType: CatalogImageType } | { kind: 'svg' } | { kind: 'unknown' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * PNG: the 8-byte signature followed by an IHDR chunk; JPEG: FF D8 FF; WebP: "RIFF", size, "WEBP".
 * SVG (or any XML/HTML text that could become one) is recognised so the refusal can say why.
 */
export function sniffImage(bytes: Uint8Array): Sniffed {
  if (bytes.length >= 16 && startsWith(bytes, PNG) && startsWith(bytes, ascii('IHDR'), 12)) return { kind: 'image', contentType: 'image/png' };
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', contentType: 'image/jpeg' };
  if (bytes.length >= 16 && startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { kind: 'image', contentType: 'image/webp' };
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!doctype svg') || head.includes('<svg')) return { kind: 'svg' };
  return { kind: 'unknown' };
}
