// The fields of one platform build (platform, file name, size, SHA-256) and their validation, shared by the
// new-version form (several builds) and the build form of an existing draft version (one at a time).
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Flex, Select, TextField } from '@radix-ui/themes';
import { z } from 'zod';
import { PLATFORMS, type PlatformCode } from '../../api/contract/catalog';
import { FormField } from '../../ui/form-field';

export const BUILD_PLATFORMS = PLATFORMS.filter((p) => p.code !== 'UNKNOWN');

export function useBuildSchema() {
  const { t } = useTranslation('releases');
  return z.object({
    platform: z.enum(BUILD_PLATFORMS.map((p) => p.code) as [PlatformCode, ...PlatformCode[]]),
    file_name: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,199}$/, t('form.required')),
    size_bytes: z.string().trim().regex(/^[1-9]\d{0,12}$/, t('form.sizeFormat')),
    sha256: z.string().trim().regex(/^[A-Fa-f0-9]{64}$/, t('form.shaFormat')),
  });
}
export type BuildValues = z.infer<ReturnType<typeof useBuildSchema>>;
export const EMPTY_BUILD: BuildValues = { platform: 'WINDOWS_AMD_64', file_name: '', size_bytes: '', sha256: '' };

export const platformLabel = (code: string) => PLATFORMS.find((p) => p.code === code)?.label ?? code;

/** One build's fields; `prefix` is where they sit in the form ('' or 'builds.0.'). */
export function BuildFields<T extends Record<string, unknown>>({
  control,
  register,
  errors,
  prefix,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<BuildValues> | undefined;
  prefix: string;
}) {
  const { t } = useTranslation('releases');
  const name = (field: keyof BuildValues) => `${prefix}${field}` as never;
  return (
    <Flex gap="3" wrap="wrap" align="start">
      <FormField label={t('form.platform')} error={errors?.platform?.message}>
        {(aria) => (
          <Controller
            control={control}
            name={name('platform')}
            render={({ field }) => (
              <Select.Root value={field.value as string} onValueChange={field.onChange}>
                <Select.Trigger {...aria} style={{ minWidth: 190 }} />
                <Select.Content>
                  {BUILD_PLATFORMS.map((p) => (
                    <Select.Item key={p.code} value={p.code}>
                      {p.label}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          />
        )}
      </FormField>
      <div style={{ flex: '1 1 220px' }}>
        <FormField label={t('form.fileName')} error={errors?.file_name?.message}>
          {(aria) => <TextField.Root {...aria} {...register(name('file_name'))} autoComplete="off" />}
        </FormField>
      </div>
      <div style={{ flex: '0 1 140px' }}>
        <FormField label={t('form.size')} error={errors?.size_bytes?.message}>
          {(aria) => <TextField.Root {...aria} {...register(name('size_bytes'))} inputMode="numeric" autoComplete="off" />}
        </FormField>
      </div>
      <div style={{ flex: '2 1 320px' }}>
        <FormField label={t('form.sha256')} error={errors?.sha256?.message}>
          {(aria) => <TextField.Root {...aria} {...register(name('sha256'))} autoComplete="off" spellCheck={false} />}
        </FormField>
      </div>
    </Flex>
  );
}

export const buildBodyOf = (b: BuildValues) => ({ file_name: b.file_name.trim(), size_bytes: Number(b.size_bytes), sha256: b.sha256.trim() });
