// The "add many from a CSV file" card of the add screens (/add-users, /add-new-endpoint): what the file
// holds, a sample download, the file picker with its type and size checks, the upload, and a refusal that
// lists every bad row by its line number (the server's all-or-nothing imports answer 400 with `line.N`
// issues). The screen gives the texts, the sample and the call; what follows a success is its own.
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Callout, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, UploadIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../api/client';

export interface CsvUploadTexts {
  title: string;
  /** the columns and limits */
  intro: ReactNode;
  allOrNothing: string;
  sample: string;
  file: string;
  submit: string;
  notCsv: string;
  tooLarge: string;
  /** heads the list of bad rows */
  rejected: string;
}

/** A screen's texts for the panel, read from its namespace's `upload` keys (title, allOrNothing, sample, file,
 * submit, notCsv, tooLarge with {{mb}}, rejected); the intro, which names the screen's own columns, apart. */
export function uploadTexts(t: (key: string, options?: Record<string, unknown>) => string, intro: ReactNode, mb: number): CsvUploadTexts {
  return {
    title: t('upload.title'),
    intro,
    allOrNothing: t('upload.allOrNothing'),
    sample: t('upload.sample'),
    file: t('upload.file'),
    submit: t('upload.submit'),
    notCsv: t('upload.notCsv'),
    tooLarge: t('upload.tooLarge', { mb }),
    rejected: t('upload.rejected'),
  };
}

export interface CsvUploadPanelProps<R> {
  texts: CsvUploadTexts;
  /** the largest file accepted, in bytes */
  maxBytes: number;
  /** saves a sample file */
  onSample: () => void;
  upload: (file: File) => Promise<R>;
  busy: boolean;
  onUploaded: (result: R) => void;
}

/** What a refused upload says: the server's text and one line per bad row. */
interface Refusal {
  message: string;
  rows: string[];
}

function refusalOf(error: unknown, rejected: string): Refusal {
  if (error instanceof ApiRequestError) {
    const byLine = error.status === 400 && error.issues.some((i) => i.path.startsWith('line.'));
    return byLine ? { message: `${rejected} ${error.exception}`, rows: error.issues.map((i) => i.message) } : { message: error.exception, rows: [] };
  }
  return { message: error instanceof Error ? error.message : String(error), rows: [] };
}

export function CsvUploadPanel<R>({ texts, maxBytes, onSample, upload, busy, onUploaded }: CsvUploadPanelProps<R>) {
  const ids = useId();
  const inputId = `${ids}-csv`;
  const titleId = `${ids}-title`;
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  function choose(next: File | null) {
    setRefusal(null);
    setFile(null);
    if (!next) return;
    if (!next.name.toLowerCase().endsWith('.csv')) return setRefusal({ message: texts.notCsv, rows: [] });
    if (next.size > maxBytes) return setRefusal({ message: texts.tooLarge, rows: [] });
    setFile(next);
  }

  async function send() {
    if (!file) return;
    setRefusal(null);
    let result: R;
    try {
      result = await upload(file);
    } catch (error) {
      setRefusal(refusalOf(error, texts.rejected));
      return;
    }
    onUploaded(result);
  }

  return (
    <Card size="3">
      <Flex direction="column" gap="3" aria-labelledby={titleId} role="region">
        <Heading as="h2" size="4" id={titleId}>
          {texts.title}
        </Heading>
        <Text as="p" size="2">
          {texts.intro}
        </Text>
        <Text as="p" size="2" color="gray">
          {texts.allOrNothing}
        </Text>
        <Box>
          <Link asChild size="2">
            <button type="button" onClick={onSample} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
              {texts.sample}
            </button>
          </Link>
        </Box>
        <Flex gap="3" align="center" wrap="wrap">
          <Text as="label" size="2" weight="medium" htmlFor={inputId}>
            {texts.file}
          </Text>
          <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => choose(event.target.files?.[0] ?? null)} style={{ maxWidth: '100%' }} />
          <Button type="button" onClick={() => void send()} disabled={!file} loading={busy}>
            <UploadIcon /> {texts.submit}
          </Button>
        </Flex>
        {refusal ? (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Flex direction="column" gap="1">
              <Callout.Text>{refusal.message}</Callout.Text>
              {refusal.rows.length ? (
                <Box asChild style={{ maxHeight: 240, overflowY: 'auto', margin: 0, paddingLeft: 20 }}>
                  <ul aria-label={texts.rejected}>
                    {refusal.rows.map((row) => (
                      <li key={row}>
                        <Text size="2">{row}</Text>
                      </li>
                    ))}
                  </ul>
                </Box>
              ) : null}
            </Flex>
          </Callout.Root>
        ) : null}
      </Flex>
    </Card>
  );
}
