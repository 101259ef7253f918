// /add-new-endpoint (spec part 2 §7 POST /assets, /upload-assets): one manually entered endpoint through
// the form, or many from a CSV file. The upload is all or nothing: a refused file lists every bad row by line.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Callout, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, UploadIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import { ASSET_CSV_COLUMNS, ASSET_KINDS } from '../../api/contract/fleet';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '../../api/contract/users';
import { assetMutations } from '../../api/queries/fleet';
import { usePageHeading } from '../../app/layout/page-heading';
import { toCsv } from '../../lib/csv';
import { linkTo } from '../../lib/links';
import { downloadCsv } from '../../ui/download-csv';
import { FormActions } from '../../ui/form-actions';
import { useToast } from '../../ui/toast';
import { bodyOf, EMPTY_ASSET, useAssetForm } from './asset-fields';

const MB = UPLOAD_MAX_BYTES / (1024 * 1024);
const LIST = () => linkTo('endpoint-list', { id: 'all' });

function AddOne() {
  const { t } = useTranslation('fleet-assets');
  const navigate = useNavigate();
  const toast = useToast();
  const add = useMutation(assetMutations.add());
  const { form, onSubmit, fields } = useAssetForm(EMPTY_ASSET, async (values) => {
    const asset = await add.mutateAsync(bodyOf(values));
    toast({ kind: 'success', title: t('form.added', { hostname: asset.hostname }) });
    navigate(linkTo('update-endpoint', { id: asset.id }));
  });

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-asset-title">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="add-asset-title">
            {t('form.addTitle')}
          </Heading>
          {fields}
          <FormActions cancelTo={LIST()} submitLabel={t('form.submitAdd')} saving={form.formState.isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

interface Refusal {
  message: string;
  rows: string[];
}

function UploadMany() {
  const { t } = useTranslation('fleet-assets');
  const toast = useToast();
  const navigate = useNavigate();
  const upload = useMutation(assetMutations.upload());
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  function choose(next: File | null) {
    setRefusal(null);
    setFile(null);
    if (!next) return;
    if (!next.name.toLowerCase().endsWith('.csv')) return setRefusal({ message: t('upload.notCsv'), rows: [] });
    if (next.size > UPLOAD_MAX_BYTES) return setRefusal({ message: t('upload.tooLarge', { mb: MB }), rows: [] });
    setFile(next);
  }

  async function send() {
    if (!file) return;
    setRefusal(null);
    try {
      const result = await upload.mutateAsync(file);
      toast({ kind: 'success', title: t('upload.done', { count: result.imported }) });
      navigate(LIST());
    } catch (error) {
      const byLine = error instanceof ApiRequestError && error.status === 400 && error.issues.some((i) => i.path.startsWith('line.'));
      if (byLine) setRefusal({ message: `${t('upload.rejected')} ${error.exception}`, rows: error.issues.map((i) => i.message) });
      else setRefusal({ message: error instanceof ApiRequestError ? error.exception : error instanceof Error ? error.message : String(error), rows: [] });
    }
  }

  function sample() {
    downloadCsv(
      t('upload.sampleName'),
      toCsv([...ASSET_CSV_COLUMNS], [
        ['drawer-mbp-01', 'C02ABC123', 'laptop', 'macOS 14', 'MacBook Pro 14', 'spare', ''],
        ['lobby-printer', '', 'printer', '', 'LaserJet Pro', 'second floor', ''],
      ]),
    );
  }

  return (
    <Card size="3">
      <Flex direction="column" gap="3" aria-labelledby="asset-upload-title" role="region">
        <Heading as="h2" size="4" id="asset-upload-title">
          {t('upload.title')}
        </Heading>
        <Text as="p" size="2">
          {t('upload.intro', { columns: ASSET_CSV_COLUMNS.join(', '), kinds: ASSET_KINDS.join(', '), rows: UPLOAD_MAX_ROWS.toLocaleString('en-US'), mb: MB })}
        </Text>
        <Text as="p" size="2" color="gray">
          {t('upload.allOrNothing')}
        </Text>
        <Box>
          <Link asChild size="2">
            <button type="button" onClick={sample} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
              {t('upload.sample')}
            </button>
          </Link>
        </Box>
        <Flex gap="3" align="center" wrap="wrap">
          <Text as="label" size="2" weight="medium" htmlFor="assets-csv">
            {t('upload.file')}
          </Text>
          <input id="assets-csv" type="file" accept=".csv,text/csv" onChange={(event) => choose(event.target.files?.[0] ?? null)} style={{ maxWidth: '100%' }} />
          <Button type="button" onClick={() => void send()} disabled={!file} loading={upload.isPending}>
            <UploadIcon /> {t('upload.submit')}
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
                  <ul aria-label={t('upload.rejected')}>
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

export default function AddNewEndpoint() {
  const { t } = useTranslation('fleet-assets');
  usePageHeading({ subheading: t('form.addSubtitle') });
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 880 }}>
      <AddOne />
      <UploadMany />
    </Flex>
  );
}
