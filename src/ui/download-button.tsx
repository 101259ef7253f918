// A list's CSV download: disabled while its file is on the way (or when there is nothing to download), so a
// second click cannot start a second export.
import { useState } from 'react';
import { Button } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';

export function DownloadButton({ label, download, disabled }: { label: string; download: () => Promise<unknown>; disabled?: boolean }) {
  const [downloading, setDownloading] = useState(false);
  return (
    <Button
      variant="soft"
      disabled={downloading || disabled}
      onClick={() => {
        setDownloading(true);
        void download().finally(() => setDownloading(false));
      }}
    >
      <DownloadIcon aria-hidden /> {label}
    </Button>
  );
}
