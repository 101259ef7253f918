import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-type';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', [0, 0, 0, 1]))).toEqual({ kind: 'image', contentType: 'image/png' });
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toEqual({ kind: 'image', contentType: 'image/jpeg' });
    expect(sniffImage(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toEqual({ kind: 'image', contentType: 'image/webp' });
  });

  it('tells an SVG apart, also behind a byte-order mark, white space or an XML prolog', () => {
    expect(sniffImage(bytes([0xef, 0xbb, 0xbf], '  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ kind: 'svg' });
    expect(sniffImage(bytes('<?xml version="1.0"?><svg/>'))).toEqual({ kind: 'svg' });
    expect(sniffImage(bytes('<!-- logo --><svg/>'))).toEqual({ kind: 'svg' });
  });

  it('refuses anything else, including a truncated PNG signature', () => {
    expect(sniffImage(bytes('GIF89a...........'))).toEqual({ kind: 'unknown' });
    expect(sniffImage(bytes('just text'))).toEqual({ kind: 'unknown' });
    expect(sniffImage(bytes([0x89], 'PNG\r\n\x1a\n'))).toEqual({ kind: 'unknown' });
  });
});
