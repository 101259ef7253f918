// The custom app form of /add-custom-apps and /update-custom-apps/:id: name, bundle ID (reverse-DNS), version,
// platforms, install type, removable flag, the package (an https URL with its SHA-256, or a .pkg uploaded after
// the app is saved; the server checks the file and computes its SHA-256) and an optional content token licence.
// Checked with the contract's schema before sending; the server's 400 puts its reasons on the same fields.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Checkbox, Flex, RadioGroup, Select, Text, TextField } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import {
  customAppBody, INSTALL_TYPES, MANAGED_APP_PLATFORMS, type CustomAppBody, type InstallType, type ManagedAppPlatform, type ManagedAppRow,
} from '../../api/contract/mdm-catalog';
import { mdmCatalogMutations, mdmCatalogQueries } from '../../api/queries/mdm-catalog';
import { CheckboxesField } from '../../ui/checkboxes-field';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useChangesToast } from '../../ui/use-changes-toast';
import { editLink, listLink } from './shared';

type PackageKind = 'URL' | 'UPLOAD';

export type CustomAppForm = {
  name: string; bundle_id: string; version: string; platforms: ManagedAppPlatform[]; install_type: InstallType; removable: boolean;
  package_kind: PackageKind; package_url: string; package_sha256: string; content_token_id: string; licence_count: string;
};

const FIELDS = ['name', 'bundle_id', 'version', 'platforms', 'install_type', 'package_url', 'package_sha256', 'content_token_id', 'licence_count'] as const;
type Field = (typeof FIELDS)[number];
const NO_TOKEN = 'none';

const fieldOf = (path: string): Field | undefined => FIELDS.find((f) => f === path.split(/[./]/)[0]);

export function formOf(app?: ManagedAppRow): CustomAppForm {
  return {
    name: app?.name ?? '',
    bundle_id: app?.bundle_id ?? '',
    version: app?.version ?? '',
    platforms: app?.platforms ?? ['MACOS'],
    install_type: app?.install_type ?? 'AUTO',
    removable: app?.removable ?? true,
    package_kind: app?.package.kind === 'UPLOAD' ? 'UPLOAD' : 'URL',
    package_url: app?.package.url ?? '',
    package_sha256: app?.package.kind === 'URL' ? (app.package.sha256 ?? '') : '',
    content_token_id: app?.licence?.token_id ?? NO_TOKEN,
    licence_count: app?.licence?.count == null ? '' : String(app.licence.count),
  };
}

function bodyOf(v: CustomAppForm): CustomAppBody {
  const token = v.content_token_id === NO_TOKEN ? null : v.content_token_id;
  const count = v.licence_count.trim() === '' ? null : Number(v.licence_count);
  return {
    name: v.name,
    bundle_id: v.bundle_id,
    version: v.version,
    platforms: v.platforms,
    install_type: v.install_type,
    removable: v.removable,
    ...(v.package_kind === 'URL' ? { package_url: v.package_url, package_sha256: v.package_sha256 } : {}),
    content_token_id: token,
    licence_count: token ? count : null,
  };
}

export function CustomAppFormCard({ initial, current, save }: { initial: CustomAppForm; current?: ManagedAppRow; save: (body: CustomAppBody) => Promise<ManagedAppRow> }) {
  const { t } = useTranslation('mdm-catalog');
  const navigate = useNavigate();
  const toast = useChangesToast();
  const tokens = useQuery(mdmCatalogQueries.tokens());
  const upload = useMutation(mdmCatalogMutations.uploadPackage());
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const resolver: Resolver<CustomAppForm> = async (values) => {
    const parsed = customAppBody.safeParse(bodyOf(values));
    const errors: Record<string, { type: string; message: string }> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.map(String).join('.')) ?? 'name';
        errors[field] ??= { type: 'validation', message: issue.message };
      }
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<CustomAppForm>({ resolver, defaultValues: initial });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('package_kind');
  const tokenId = form.watch('content_token_id');
  const hasUpload = current?.package.kind === 'UPLOAD';

  async function submit(values: CustomAppForm) {
    formError.clear();
    setFileError(null);
    if (values.package_kind === 'UPLOAD' && !file && !hasUpload) {
      setFileError(t('form.chooseFile'));
      return;
    }
    let saved: ManagedAppRow;
    try {
      saved = await save(bodyOf(values));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0) {
        const unplaced: string[] = [];
        for (const issue of error.issues) {
          const field = fieldOf(issue.path);
          if (field) form.setError(field, { type: 'server', message: issue.message });
          else unplaced.push(issue.message);
        }
        formError.show(error, unplaced.join(' '));
      } else formError.show(error);
      return;
    }
    if (values.package_kind === 'UPLOAD' && file) {
      try {
        await upload.mutateAsync({ id: saved.id, file });
      } catch (error) {
        const reason = error instanceof ApiRequestError ? error.message : String(error);
        toast(t('form.uploadFailed', { name: saved.name, reason }));
        void navigate(editLink(saved.id));
        return;
      }
    }
    toast(t('form.saved', { name: saved.name }));
    void navigate(listLink());
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('form.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('form.bundleId')} error={errors.bundle_id?.message} hint={<Text size="1" color="gray">{t('form.bundleHint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('bundle_id')} autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormField label={t('form.version')} error={errors.version?.message}>
            {(control) => <TextField.Root {...control} {...form.register('version')} autoComplete="off" />}
          </FormField>
          <Controller
            control={form.control}
            name="platforms"
            render={({ field }) => (
              <CheckboxesField
                {...field}
                label={t('form.platforms')}
                options={MANAGED_APP_PLATFORMS.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
                error={errors.platforms?.message}
              />
            )}
          />
          <Flex direction="column" gap="1">
            <Text id="custom-app-install-type" size="2" weight="medium">
              {t('form.installType')}
            </Text>
            <Controller
              control={form.control}
              name="install_type"
              render={({ field }) => (
                <RadioGroup.Root aria-labelledby="custom-app-install-type" value={field.value} onValueChange={field.onChange}>
                  <Flex gap="4">
                    {INSTALL_TYPES.map((it) => (
                      <RadioGroup.Item key={it} value={it}>
                        {t(`installTypes.${it}`)}
                      </RadioGroup.Item>
                    ))}
                  </Flex>
                </RadioGroup.Root>
              )}
            />
          </Flex>
          <Controller
            control={form.control}
            name="removable"
            render={({ field }) => (
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                  {t('form.removable')}
                </Flex>
              </Text>
            )}
          />
          <Flex direction="column" gap="2">
            <Text id="custom-app-package" size="2" weight="medium">
              {t('form.package')}
            </Text>
            <Controller
              control={form.control}
              name="package_kind"
              render={({ field }) => (
                <RadioGroup.Root aria-labelledby="custom-app-package" value={field.value} onValueChange={field.onChange}>
                  <Flex gap="4">
                    <RadioGroup.Item value="URL">{t('form.packageUrl')}</RadioGroup.Item>
                    <RadioGroup.Item value="UPLOAD">{t('form.packageUpload')}</RadioGroup.Item>
                  </Flex>
                </RadioGroup.Root>
              )}
            />
          </Flex>
          {kind === 'URL' ? (
            <>
              <FormField label={t('form.url')} error={errors.package_url?.message}>
                {(control) => <TextField.Root {...control} {...form.register('package_url')} type="url" autoComplete="off" />}
              </FormField>
              <FormField label={t('form.sha256')} error={errors.package_sha256?.message} hint={<Text size="1" color="gray">{t('form.sha256Hint')}</Text>}>
                {(control) => <TextField.Root {...control} {...form.register('package_sha256')} autoComplete="off" spellCheck={false} />}
              </FormField>
            </>
          ) : (
            <FormField label={t('form.file')} error={fileError ?? undefined} hint={<Text size="1" color="gray">{t('form.fileHint')}</Text>}>
              {(control) => (
                <Flex direction="column" gap="1">
                  {hasUpload && current ? (
                    <Text size="1" color="gray" style={{ wordBreak: 'break-all' }}>
                      {t('form.currentUpload', { name: current.package.file_name, size: current.package.size, sha: current.package.sha256 })}
                    </Text>
                  ) : null}
                  <input {...control} type="file" accept=".pkg,application/octet-stream" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
                </Flex>
              )}
            </FormField>
          )}
          <Flex direction="column" gap="1">
            <Text id="custom-app-token" size="2" weight="medium">
              {t('form.licence')}
            </Text>
            <Controller
              control={form.control}
              name="content_token_id"
              render={({ field }) => (
                <Select.Root value={field.value} onValueChange={field.onChange}>
                  <Select.Trigger aria-labelledby="custom-app-token" />
                  <Select.Content>
                    <Select.Item value={NO_TOKEN}>{t('form.noLicence')}</Select.Item>
                    {(tokens.data ?? []).map((tk) => (
                      <Select.Item key={tk.id} value={tk.id}>
                        {`${tk.apple_id} (${tk.region}) ${tk.token_masked}`}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              )}
            />
            {errors.content_token_id ? (
              <Text size="1" color="red">
                {errors.content_token_id.message}
              </Text>
            ) : null}
          </Flex>
          {tokenId !== NO_TOKEN ? (
            <FormField label={t('form.licenceCount')} error={errors.licence_count?.message}>
              {(control) => <TextField.Root {...control} {...form.register('licence_count')} type="number" min={0} />}
            </FormField>
          ) : null}
          <FormActions cancelTo={listLink()} submitLabel={t('form.save')} saving={isSubmitting || upload.isPending} />
        </Flex>
      </form>
    </Card>
  );
}
