// /update-endpoint/{id} (spec part 2 §7 GET/POST /assets/{id}, POST /asset-assign/{id}, DELETE /assets/{id}):
// one manually entered endpoint: edit its details, assign it to a user of the company or unassign it,
// delete it. 404 (another company's, or gone) shows as a not-found state.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { TrashIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import type { AssetRow } from '../../api/contract/fleet';
import { assetMutations, assetQueries } from '../../api/queries/fleet';
import { usePageHeading } from '../../app/layout/page-heading';
import { isEmail } from '../../lib/validation';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { FormActions } from '../../ui/form-actions';
import { FormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { bodyOf, useAssetForm, valuesOf } from './asset-fields';

const LIST = () => linkTo('endpoint-list', { id: 'all' });

export default function UpdateEndpoint() {
  const { t } = useTranslation('fleet-assets');
  const id = useParams().id ?? '';
  const asset = useQuery(assetQueries.one(id));
  usePageHeading({ subheading: asset.data?.hostname });
  if (asset.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (asset.isError) {
    const missing = asset.error instanceof ApiRequestError && (asset.error.status === 404 || asset.error.status === 400);
    return <ErrorState title={missing ? t('form.notFound') : asset.error.message} />;
  }
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 880 }}>
      <EditDetails asset={asset.data} />
      <Assignment asset={asset.data} />
      <DeleteAsset asset={asset.data} />
    </Flex>
  );
}

function EditDetails({ asset }: { asset: AssetRow }) {
  const { t } = useTranslation('fleet-assets');
  const toast = useToast();
  const save = useMutation(assetMutations.update());
  const { form, onSubmit, fields } = useAssetForm(valuesOf(asset), async (values) => {
    const saved = await save.mutateAsync({ id: asset.id, body: bodyOf(values) });
    toast({ kind: 'success', title: t('form.saved', { hostname: saved.hostname }) });
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(asset)), [asset, reset]);

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="edit-asset-title">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="edit-asset-title">
            {t('form.editTitle')}
          </Heading>
          {fields}
          <FormActions cancelTo={LIST()} submitLabel={t('form.submitSave')} saving={form.formState.isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

function Assignment({ asset }: { asset: AssetRow }) {
  const { t } = useTranslation('fleet-assets');
  const toast = useToast();
  const assign = useMutation(assetMutations.assign());
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function run(body: { email: string } | { person_id: null }) {
    setProblem(null);
    setMessage(null);
    try {
      const row = await assign.mutateAsync({ id: asset.id, body });
      setEmail('');
      toast({ kind: 'success', title: row.owner ? t('assign.done', { hostname: row.hostname, email: row.owner.email }) : t('assign.undone', { hostname: row.hostname }) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) setProblem(t('assign.unknown'));
      else setMessage(error instanceof ApiRequestError ? error.exception : String(error));
    }
  }

  return (
    <Card size="3">
      <form
        noValidate
        aria-labelledby="assign-asset-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isEmail(email.trim())) return setProblem(t('assign.unknown'));
          void run({ email: email.trim() });
        }}
      >
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="assign-asset-title">
            {t('assign.title')}
          </Heading>
          <Text size="2" data-testid="asset-owner">
            {asset.owner ? t('assign.current', { name: asset.owner.name, email: asset.owner.email }) : t('assign.none')}
          </Text>
          <Flex gap="3" align="end" wrap="wrap">
            <div style={{ minWidth: 280, flex: '1 1 280px' }}>
              <FormField label={t('assign.email')} error={problem ?? undefined}>
                {(c) => <TextField.Root {...c} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />}
              </FormField>
            </div>
            <Button type="submit" loading={assign.isPending && assign.variables?.body && 'email' in assign.variables.body}>
              {t('assign.submit')}
            </Button>
            {asset.owner ? (
              <Button type="button" variant="soft" color="gray" onClick={() => void run({ person_id: null })}>
                {t('assign.unassign')}
              </Button>
            ) : null}
          </Flex>
          <FormErrors message={message} />
        </Flex>
      </form>
    </Card>
  );
}

function DeleteAsset({ asset }: { asset: AssetRow }) {
  const { t } = useTranslation('fleet-assets');
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useMutation(assetMutations.remove());
  return (
    <Flex>
      <ConfirmDialog
        trigger={
          <Button type="button" color="red" variant="soft" highContrast>
            <TrashIcon aria-hidden /> {t('delete.button')}
          </Button>
        }
        title={t('delete.title', { hostname: asset.hostname })}
        description={t('delete.description')}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          await remove.mutateAsync(asset.id);
          toast({ kind: 'success', title: t('delete.done', { hostname: asset.hostname }) });
          navigate(LIST());
        }}
      />
    </Flex>
  );
}
