// Files the browser saves: a streamed answer read with the share of the expected rows received so far
// (alert and audit CSV/CEF exports, for a progress bar), then handed to the browser to save.

/** Reads a streamed answer, reporting the share of `expectedLines` received so far (one line per row). */
export async function readWithProgress(res: Response, expectedLines: number, onProgress: (share: number) => void): Promise<Blob> {
  const chunks: Uint8Array[] = [];
  let lines = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      for (const byte of value) if (byte === 10) lines++;
      onProgress(expectedLines > 0 ? Math.min(1, lines / expectedLines) : 1);
    }
  } else {
    chunks.push(new Uint8Array(await res.arrayBuffer()));
  }
  onProgress(1);
  return new Blob(chunks as BlobPart[], { type: 'text/plain;charset=utf-8' });
}

/** Hands a file to the browser's download. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
