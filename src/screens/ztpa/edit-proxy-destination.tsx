// /edit-proxy-destination/{id?} (Policies › ZTPA; issue 22): publish a private destination through a
// gateway, or change one (with its id): name, host, address inside one of the gateway's subnets, port and
// protocol. The server's 400 reasons land on the fields, a 409 (already published) on the host.
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Card, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { canChangeVpnConfig } from '../../api/contract/access';
import { hostField, ipv4Field, portField, type DestinationBody } from '../../api/contract/ztpa';
import { ztpaMutations, ztpaQueries } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';

interface DestinationForm {
  gateway_id: string;
  name: string;
  host: string;
  address: string;
  port: string;
  protocol: 'tcp' | 'udp';
}

const FIELDS = ['gateway_id', 'name', 'host', 'address', 'port', 'protocol'] as const;
const EMPTY: DestinationForm = { gateway_id: '', name: '', host: '', address: '', port: '', protocol: 'tcp' };

export default function EditProxyDestination() {
  const { t } = useTranslation('ztpa');
  const id = useParams().id;
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const mayChange = canChangeVpnConfig(useSession().access);
  const configs = useQuery(ztpaQueries.configs());
  const existing = useMemo(() => {
    for (const g of configs.data ?? []) {
      const d = g.destinations.find((x) => x.id === id);
      if (d) return d;
    }
    return null;
  }, [configs.data, id]);
  usePageHeading({ subheading: existing ? t('destinationForm.subtitleEdit', { name: existing.name }) : t('destinationForm.subtitleNew') });
  const schema = useMemo(() => {
    const required = t('destinationForm.required');
    return z.object({
      gateway_id: z.string().min(1, required),
      name: z.string().trim().min(1, required).max(200),
      host: z.string().refine((v) => hostField.safeParse(v).success, t('setup.gateway.hostInvalid')),
      address: z.string().refine((v) => ipv4Field.safeParse(v).success, t('destinationForm.addressInvalid')),
      port: z.string().refine((v) => v.trim() === '' || portField.safeParse(Number(v)).success, t('setup.gateway.portInvalid')),
      protocol: z.enum(['tcp', 'udp']),
    });
  }, [t]);
  const form = useForm<DestinationForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const errors = useFormErrors(form.setError, FIELDS);
  const save = useMutation(ztpaMutations.saveDestination(client));

  useEffect(() => {
    if (existing) {
      form.reset({ ...existing, address: existing.address ?? '', port: existing.port ? String(existing.port) : '' });
    } else if (!id && configs.data?.length === 1) {
      form.setValue('gateway_id', configs.data[0]!.id);
    }
  }, [existing, id, configs.data, form]);

  const submit = form.handleSubmit((v) => {
    errors.clear();
    const body: DestinationBody = {
      gateway_id: v.gateway_id,
      name: v.name.trim(),
      host: v.host.trim().toLowerCase(),
      address: v.address.trim(),
      port: v.port.trim() ? Number(v.port) : null,
      protocol: v.protocol,
    };
    save.mutate(
      { id: existing?.id, body },
      {
        onSuccess: (saved) => {
          toast({ kind: 'success', title: t('destinationForm.saved', { name: saved.name }) });
          navigate(linkTo('config-vpn'));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) form.setError('host', { type: 'server', message: error.exception }, { shouldFocus: true });
          else errors.show(error);
        },
      },
    );
  });

  if (configs.isError || configs.data === null) return <ErrorState />;
  if (id && configs.data && !existing) return <ErrorState title={t('destinationForm.notFound')} subtitle={t('destinationForm.notFoundHint')} />;

  return (
    <Card size="3" style={{ maxWidth: 720 }}>
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="3">
          <FormErrors message={errors.message} />
          <Controller
            control={form.control}
            name="gateway_id"
            render={({ field, fieldState }) => (
              <FormField label={t('destinationForm.gateway')} error={fieldState.error?.message}>
                {(control) => (
                  <Select.Root value={field.value || undefined} onValueChange={field.onChange} disabled={!mayChange}>
                    <Select.Trigger {...control} placeholder={t('destinationForm.chooseGateway')} />
                    <Select.Content>
                      {(configs.data ?? []).map((g) => (
                        <Select.Item key={g.id} value={g.id}>
                          {g.name}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                )}
              </FormField>
            )}
          />
          <Flex gap="3" wrap="wrap">
            <Box width="260px" maxWidth="100%">
              <FormField label={t('destinationForm.name')} error={form.formState.errors.name?.message}>
                {(control) => <TextField.Root {...control} {...form.register('name')} readOnly={!mayChange} />}
              </FormField>
            </Box>
            <Box width="300px" maxWidth="100%">
              <FormField label={t('destinationForm.host')} error={form.formState.errors.host?.message} hint={<Text size="1" color="gray">{t('destinationForm.hostHint')}</Text>}>
                {(control) => <TextField.Root {...control} {...form.register('host')} spellCheck={false} readOnly={!mayChange} />}
              </FormField>
            </Box>
          </Flex>
          <Flex gap="3" wrap="wrap">
            <Box width="200px" maxWidth="100%">
              <FormField label={t('destinationForm.address')} error={form.formState.errors.address?.message} hint={<Text size="1" color="gray">{t('destinationForm.addressHint')}</Text>}>
                {(control) => <TextField.Root {...control} {...form.register('address')} spellCheck={false} readOnly={!mayChange} />}
              </FormField>
            </Box>
            <Box width="140px" maxWidth="100%">
              <FormField label={t('destinationForm.port')} error={form.formState.errors.port?.message} hint={<Text size="1" color="gray">{t('destinationForm.portHint')}</Text>}>
                {(control) => <TextField.Root {...control} {...form.register('port')} inputMode="numeric" readOnly={!mayChange} />}
              </FormField>
            </Box>
            <Controller
              control={form.control}
              name="protocol"
              render={({ field }) => (
                <FormField label={t('destinationForm.protocol')}>
                  {(control) => (
                    <Select.Root value={field.value} onValueChange={field.onChange} disabled={!mayChange}>
                      <Select.Trigger {...control} />
                      <Select.Content>
                        <Select.Item value="tcp">TCP</Select.Item>
                        <Select.Item value="udp">UDP</Select.Item>
                      </Select.Content>
                    </Select.Root>
                  )}
                </FormField>
              )}
            />
          </Flex>
          <FormActions cancelTo={linkTo('config-vpn')} submitLabel={existing ? t('destinationForm.save') : t('destinationForm.add')} saving={save.isPending} canSubmit={mayChange} />
        </Flex>
      </form>
    </Card>
  );
}
