// One export button per format (CSV, CEF) above a list; while the server streams the file, a progress
// bar with the share of the rows received, and a toast if the download fails.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Progress } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { useToast } from './toast';

export type ExportFileFormat = 'csv' | 'cef';

export function ExportButtons<F extends ExportFileFormat>({ formats, run }: { formats: readonly F[]; run: (format: F, onProgress: (share: number) => void) => Promise<void> }) {
  const { t } = useTranslation('ui');
  const toast = useToast();
  const [progress, setProgress] = useState<{ format: F; share: number } | null>(null);
  async function download(format: F) {
    setProgress({ format, share: 0 });
    try {
      await run(format, (share) => setProgress({ format, share }));
    } catch {
      toast({ kind: 'error', title: t('exportFile.failed') });
    } finally {
      setProgress(null);
    }
  }
  return (
    <Flex gap="2" align="center" ml="auto">
      {progress ? (
        <Box width="160px">
          <Progress value={Math.round(progress.share * 100)} aria-label={t('exportFile.progress', { format: progress.format.toUpperCase() })} />
        </Box>
      ) : null}
      {formats.map((format) => (
        <Button key={format} variant="soft" onClick={() => void download(format)} loading={progress?.format === format} disabled={progress !== null}>
          <DownloadIcon aria-hidden /> {t(`exportFile.${format}`)}
        </Button>
      ))}
    </Flex>
  );
}
