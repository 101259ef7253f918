// /mdm-enroll (issue 20): for the company admin with enable_mdm, the enrolment PINs (create one-time or
// multi-use PINs with an expiry and an owner; the code is shown once; revoke) and the devices enrolled
// through them. Anyone else gets the PIN form that leads to the profile download.
import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Box, Button, Callout, Card, Code, Flex, Heading, Select, Table, Text, TextField } from '@radix-ui/themes';
import { CheckCircledIcon, PlusIcon } from '@radix-ui/react-icons';
import { PIN_MAX_DAYS, pinCreateBody, type PinRow } from '../../api/contract/mdm-enrol';
import { mdmEnrolMutations, mdmEnrolQueries } from '../../api/queries/mdm-enrol';
import { userQueries } from '../../api/queries/users';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { RowActions } from '../../ui/row-actions';
import { useToast } from '../../ui/toast';
import { DEVICE_COLUMNS, DeviceRows, EnrolFrame, PinForm, StateBadge, useCanManageMdm } from './shared';

const NO_OWNER = 'none';
const formSchema = pinCreateBody.extend({ owner_person_id: z.string(), expires_in_days: z.coerce.number().int().min(1).max(PIN_MAX_DAYS), single_use: z.enum(['one', 'multi']) });
type FormValues = z.input<typeof formSchema>;

function CreatePin() {
  const { t } = useTranslation('mdm-enrol');
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const people = useQuery(userQueries.list({ q: search || undefined, page: 1, size: 20 }));
  const [created, setCreated] = useState<{ code: string; label: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { label: '', owner_person_id: NO_OWNER, expires_in_days: 7, single_use: 'one' },
  });
  const formError = useFormErrors(form.setError, ['label', 'expires_in_days']);
  const create = useMutation(mdmEnrolMutations.createPin(client));
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('pins.create')}
        </Heading>
        {created ? (
          <Callout.Root color="green" role="status">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              {t('pins.created')}{' '}
              <Code size="4" data-testid="new-pin" aria-label={t('pins.codeLabel')} style={{ letterSpacing: '0.15em' }}>
                {created.code}
              </Code>{' '}
              <Button
                size="1"
                variant="soft"
                onClick={() => void navigator.clipboard?.writeText(created.code).then(() => setCopied(true), () => setCopied(false))}
              >
                {copied ? t('pins.copied') : t('pins.copy')}
              </Button>
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            formError.clear();
            const v = formSchema.parse(values);
            create.mutate(
              { label: v.label, owner_person_id: v.owner_person_id === NO_OWNER ? null : v.owner_person_id, single_use: v.single_use === 'one', expires_in_days: v.expires_in_days },
              {
                onSuccess: (pin) => {
                  setCopied(false);
                  setCreated({ code: pin.code, label: pin.label });
                  form.reset({ ...form.getValues(), label: '' });
                },
                onError: (error) => formError.show(error),
              },
            );
          })}
        >
          <Flex direction="column" gap="3">
            <FormErrors message={formError.message} />
            <Flex gap="3" wrap="wrap" align="start">
              <Box width={{ initial: '100%', md: '260px' }}>
                <FormField label={t('pins.label')} hint={t('pins.labelHint')} error={form.formState.errors.label?.message}>
                  {(control) => <TextField.Root {...control} {...form.register('label')} />}
                </FormField>
              </Box>
              <Box width={{ initial: '100%', md: '260px' }}>
                <FormField label={t('pins.owner')}>
                  {(control) => (
                    <Flex direction="column" gap="1">
                      <TextField.Root aria-label={t('pins.ownerSearch')} placeholder={t('pins.ownerSearch')} value={search} onChange={(e) => setSearch(e.target.value)} />
                      <Controller
                        control={form.control}
                        name="owner_person_id"
                        render={({ field }) => (
                          <Select.Root value={field.value} onValueChange={field.onChange}>
                            <Select.Trigger {...control} />
                            <Select.Content>
                              <Select.Item value={NO_OWNER}>—</Select.Item>
                              {(people.data ?? []).map((p) => (
                                <Select.Item key={p.id} value={p.id}>
                                  {p.name}
                                </Select.Item>
                              ))}
                            </Select.Content>
                          </Select.Root>
                        )}
                      />
                    </Flex>
                  )}
                </FormField>
              </Box>
              <Box width={{ initial: '100%', md: '170px' }}>
                <FormField label={t('pins.useKind')}>
                  {(control) => (
                    <Controller
                      control={form.control}
                      name="single_use"
                      render={({ field }) => (
                        <Select.Root value={field.value} onValueChange={field.onChange}>
                          <Select.Trigger {...control} />
                          <Select.Content>
                            <Select.Item value="one">{t('pins.singleUse')}</Select.Item>
                            <Select.Item value="multi">{t('pins.multiUse')}</Select.Item>
                          </Select.Content>
                        </Select.Root>
                      )}
                    />
                  )}
                </FormField>
              </Box>
              <Box width={{ initial: '100%', md: '130px' }}>
                <FormField label={t('pins.expiresIn')} error={form.formState.errors.expires_in_days?.message}>
                  {(control) => <TextField.Root {...control} type="number" min={1} max={PIN_MAX_DAYS} {...form.register('expires_in_days')} />}
                </FormField>
              </Box>
            </Flex>
            <Box>
              <Button type="submit" loading={create.isPending}>
                <PlusIcon aria-hidden /> {t('pins.create')}
              </Button>
            </Box>
          </Flex>
        </form>
      </Flex>
    </Card>
  );
}

function PinRows({ rows }: { rows: PinRow[] }) {
  const { t } = useTranslation('mdm-enrol');
  const client = useQueryClient();
  const toast = useToast();
  const revoke = useMutation(mdmEnrolMutations.revokePin(client));
  return rows.map((p) => (
    <Table.Row key={p.id} align="center">
      <Table.RowHeaderCell>{p.label}</Table.RowHeaderCell>
      <Table.Cell>{p.owner_name ?? '—'}</Table.Cell>
      <Table.Cell>{p.single_use ? t('pins.singleUse') : t('pins.multiUse')}</Table.Cell>
      <Table.Cell>{formatDateTime(p.expires_at)}</Table.Cell>
      <Table.Cell>{p.uses}</Table.Cell>
      <Table.Cell>
        <StateBadge state={p.state} label={t(`pins.states.${p.state}`)} />
      </Table.Cell>
      {p.state === 'ACTIVE' ? (
        <RowActions
          remove={{
            label: t('pins.revoke', { label: p.label }),
            title: t('pins.revokeTitle'),
            description: t('pins.revokeText', { label: p.label }),
            onConfirm: async () => {
              await revoke.mutateAsync(p.id);
              toast({ kind: 'success', title: t('pins.revoked', { label: p.label }) });
            },
          }}
        />
      ) : (
        <Table.Cell />
      )}
    </Table.Row>
  ));
}

const PIN_COLUMNS = ['label', 'owner', 'kind', 'expires', 'uses', 'state'] as const;

function PinAdmin() {
  const { t } = useTranslation('mdm-enrol');
  const pins = useQuery(mdmEnrolQueries.pins());
  const devices = useQuery(mdmEnrolQueries.devices());
  const enrolUrl = `${window.location.origin}${linkTo('mdm-login')}`;
  return (
    <Box p={{ initial: '4', md: '6' }} style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <Flex asChild direction="column" gap="4" maxWidth="1200px" mx="auto">
        <section aria-labelledby="mdm-pins-title">
          <Box>
            <Text as="p" size="2" weight="bold" color="indigo">
              Palisade MDM
            </Text>
            <Heading as="h1" size="6" id="mdm-pins-title">
              {t('pins.title')}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t('pins.subtitle')} {t('pins.enrolLink', { url: enrolUrl })}
            </Text>
          </Box>
          <CreatePin />
          <DataTable
            caption={t('pins.table')}
            columns={PIN_COLUMNS.map((c) => ({ key: c, header: t(`pins.columns.${c}`) }))}
            rows={pins.isError ? null : pins.data}
            busy={pins.isPending}
            emptyText={t('pins.empty')}
            loadingText={t('loading')}
            hasActions
            actionsLabel={t('actions')}
            renderRows={(rows) => <PinRows rows={rows} />}
          />
          <Heading as="h2" size="4">
            {t('devices.title')}
          </Heading>
          <DataTable
            caption={t('devices.table')}
            columns={DEVICE_COLUMNS.map((c) => ({ key: c, header: t(`devices.columns.${c}`) }))}
            rows={devices.isError ? null : devices.data}
            busy={devices.isPending}
            emptyText={t('devices.empty')}
            loadingText={t('loading')}
            renderRows={(rows) => <DeviceRows rows={rows} />}
          />
        </section>
      </Flex>
    </Box>
  );
}

export default function MdmEnroll() {
  const { t } = useTranslation('mdm-enrol');
  const navigate = useNavigate();
  const canManage = useCanManageMdm();
  if (canManage) return <PinAdmin />;
  return (
    <EnrolFrame title={t('pin.title')} subtitle={t('pin.subtitle')}>
      <PinForm onValid={(code) => navigate(linkTo('enroll-mdm'), { state: { code } })} />
    </EnrolFrame>
  );
}
