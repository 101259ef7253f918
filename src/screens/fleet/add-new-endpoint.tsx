// /add-new-endpoint (spec part 2 §7 POST /assets, /upload-assets): one manually entered endpoint through
// the form, or many from a CSV file. The upload is all or nothing: a refused file lists every bad row by line.
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Heading } from '@radix-ui/themes';
import { ASSET_CSV_COLUMNS, ASSET_KINDS } from '../../api/contract/fleet';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '../../api/contract/users';
import { assetMutations } from '../../api/queries/fleet';
import { usePageHeading } from '../../app/layout/page-heading';
import { toCsv } from '../../lib/csv';
import { linkTo } from '../../lib/links';
import { CsvUploadPanel, uploadTexts } from '../../ui/csv-upload-panel';
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

function UploadMany() {
  const { t } = useTranslation('fleet-assets');
  const toast = useToast();
  const navigate = useNavigate();
  const upload = useMutation(assetMutations.upload());

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
    <CsvUploadPanel
      texts={uploadTexts(t, t('upload.intro', { columns: ASSET_CSV_COLUMNS.join(', '), kinds: ASSET_KINDS.join(', '), rows: UPLOAD_MAX_ROWS.toLocaleString('en-US'), mb: MB }), MB)}
      maxBytes={UPLOAD_MAX_BYTES}
      onSample={sample}
      upload={upload.mutateAsync}
      busy={upload.isPending}
      onUploaded={(result) => {
        toast({ kind: 'success', title: t('upload.done', { count: result.imported }) });
        navigate(LIST());
      }}
    />
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
