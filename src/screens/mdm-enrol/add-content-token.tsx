// /add-content-token (spec part 1 §5: content-token setup needs an Apple ID, a region and a pasted token).
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button, Card, Flex, Select, TextArea, TextField } from '@radix-ui/themes';
import { CONTENT_TOKEN_REGIONS, contentTokenBody } from '../../api/contract/mdm-enrol';
import { mdmEnrolMutations } from '../../api/queries/mdm-enrol';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';

type Values = z.input<typeof contentTokenBody>;

export default function AddContentToken() {
  const { t } = useTranslation('mdm-enrol');
  usePageHeading({ subheading: t('content.subtitle') });
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm<Values>({ resolver: zodResolver(contentTokenBody), defaultValues: { apple_id: '', token: '' } });
  const formError = useFormErrors(form.setError, ['apple_id', 'region', 'token']);
  const add = useMutation(mdmEnrolMutations.addContentToken(client));
  const errors = form.formState.errors;
  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => {
          formError.clear();
          add.mutate(body as { apple_id: string; region: string; token: string }, {
            onSuccess: () => {
              toast({ kind: 'success', title: t('content.saved') });
              navigate(linkTo('content-token'));
            },
            onError: (error) => formError.show(error),
          });
        })}
      >
        <Flex direction="column" gap="3">
          <FormErrors message={formError.message} />
          <FormField label={t('content.appleId')} error={errors.apple_id?.message}>
            {(control) => <TextField.Root {...control} type="email" autoComplete="off" {...form.register('apple_id')} />}
          </FormField>
          <FormField label={t('content.region')} error={errors.region?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="region"
                render={({ field }) => (
                  <Select.Root value={field.value ?? ''} onValueChange={field.onChange}>
                    <Select.Trigger {...control} placeholder={t('content.regionPlaceholder')} />
                    <Select.Content>
                      {CONTENT_TOKEN_REGIONS.map((r) => (
                        <Select.Item key={r} value={r}>
                          {r}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                )}
              />
            )}
          </FormField>
          <FormField label={t('content.token')} hint={t('content.tokenHint')} error={errors.token?.message}>
            {(control) => <TextArea {...control} rows={5} spellCheck={false} {...form.register('token')} />}
          </FormField>
          <Flex gap="3">
            <Button type="submit" loading={add.isPending}>
              {t('content.submit')}
            </Button>
            <Button asChild variant="soft" color="gray">
              <RouterLink to={linkTo('content-token')}>{t('content.cancel')}</RouterLink>
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
