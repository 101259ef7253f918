// The three forms of the gateway setup (spec part 2 §9): endpoint IP range, gateway and keys, subnets
// and policies. Each checks what it can in the browser (CIDR, host:port, ports) and shows the server's
// reasons that the setup machine placed on its fields. The policies form is also /edit-config-vpn's.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Callout, Checkbox, Code, Flex, IconButton, Select, Table, Text, TextArea, TextField, VisuallyHidden } from '@radix-ui/themes';
import { CopyIcon, DownloadIcon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { groupQueries } from '../../api/queries/users';
import { hostField, portField } from '../../api/contract/ztpa';
import { downloadGatewayConfig } from '../../api/queries/ztpa';
import { cidrProblem } from '../../lib/cidr';
import type { GatewayValues, PoliciesValues, RangeValues, SetupFailure, SetupGateway } from '../../machines/ztpa-setup/ztpa-setup';
import { FormErrors } from '../../ui/form-errors';
import { ChoiceFilter } from '../../ui/choice-filter';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';

const PORT_ITEM = /^(\d{1,5})(?:-(\d{1,5}))?$/;

/** '22, 443, 8000-8100' → its items; null when one is not a port or a rising range of ports. */
export function parsePorts(text: string): string[] | null {
  const items = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const item of items) {
    const m = PORT_ITEM.exec(item);
    if (!m) return null;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to > 65535 || to < from) return null;
  }
  return items;
}

export const splitLines = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Where the machine's reasons go on a form: each under the longest prefix of its path the form has a
 * field for ('policies.0.ports.1' on 'policies.0.ports'); the rest, with the form-wide message, above it.
 */
export function placeFailure(failure: SetupFailure | null, names: readonly string[]): { placed: [string, string][]; rest: string | null } {
  if (!failure) return { placed: [], rest: null };
  const placed: [string, string][] = [];
  const rest: string[] = failure.message ? [failure.message] : [];
  for (const [path, message] of Object.entries(failure.fields)) {
    const segments = path.split('.');
    let name: string | undefined;
    for (let n = segments.length; n > 0 && !name; n--) name = names.find((candidate) => candidate === segments.slice(0, n).join('.'));
    if (name) placed.push([name, message]);
    else rest.push(message);
  }
  return { placed, rest: rest.length > 0 ? rest.join(' ') : null };
}

/** Puts the machine's reasons on the form's fields whenever a new failure arrives; returns the rest. */
function useFailureOnFields<T extends FieldValues>(failure: SetupFailure | null, setError: UseFormSetError<T>, names: readonly string[]): string | null {
  const { rest } = placeFailure(failure, names);
  useEffect(() => {
    for (const [name, message] of placeFailure(failure, names).placed) setError(name as Path<T>, { type: 'server', message }, { shouldFocus: true });
    // names change with the rows; a failure is placed once, when it arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure, setError]);
  return rest;
}

function StepButtons({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const { t } = useTranslation('ztpa');
  return (
    <Flex gap="3" justify="end" wrap="wrap">
      {onBack ? (
        <Button type="button" variant="soft" color="gray" onClick={onBack}>
          {t('setup.back')}
        </Button>
      ) : null}
      {children}
    </Flex>
  );
}

const RANGE_FIELDS = ['endpoint_ip_range'];

export function RangeStep({ values, failure, saving, onSubmit }: { values: RangeValues; failure: SetupFailure | null; saving: boolean; onSubmit: (values: RangeValues) => void }) {
  const { t } = useTranslation('ztpa');
  const schema = useMemo(
    () => z.object({ endpoint_ip_range: z.string().trim().refine((v) => cidrProblem(v) === null, t('setup.range.invalid')) }),
    [t],
  );
  const form = useForm<RangeValues>({ resolver: zodResolver(schema), defaultValues: values });
  const rest = useFailureOnFields(failure, form.setError, RANGE_FIELDS);
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t('setup.range.intro')}
        </Text>
        <FormErrors message={rest} />
        <Box maxWidth="360px">
          <FormField label={t('setup.range.label')} error={form.formState.errors.endpoint_ip_range?.message} hint={<Text size="1" color="gray">{t('setup.range.hint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('endpoint_ip_range')} autoComplete="off" spellCheck={false} />}
          </FormField>
        </Box>
        <StepButtons>
          <Button type="submit" loading={saving}>
            {t('setup.saveRange')}
          </Button>
        </StepButtons>
      </Flex>
    </form>
  );
}

const GATEWAY_FIELDS = ['name', 'public_host', 'listen_port'];

function KeyPanel({ saved, name }: { saved: SetupGateway; name: string }) {
  const { t } = useTranslation('ztpa');
  const toast = useToast();
  return (
    <Callout.Root color="green" role="status">
      <Callout.Text>
        <Flex direction="column" gap="2" asChild>
          <span>
            <span>{t('setup.gateway.keyGenerated')}</span>
            <Text as="span" weight="medium">
              {t('setup.gateway.publicKey')}
            </Text>
            <Code size="2" style={{ wordBreak: 'break-all' }} data-testid="gateway-public-key">
              {saved.public_key}
            </Code>
            {saved.enrolment_token ? (
              <>
                <Text as="span" weight="medium">
                  {t('setup.gateway.enrolment')}
                </Text>
                <Code size="2" style={{ wordBreak: 'break-all' }} data-testid="gateway-enrolment-token">
                  {saved.enrolment_token}
                </Code>
                <Text as="span" size="1">
                  {t('setup.gateway.enrolmentHint')}
                </Text>
              </>
            ) : null}
            <Flex gap="2" wrap="wrap" asChild>
              <span>
                <Button
                  type="button"
                  variant="soft"
                  onClick={() => {
                    void navigator.clipboard?.writeText(saved.public_key).then(() => toast({ kind: 'success', title: t('setup.gateway.copied') }));
                  }}
                >
                  <CopyIcon aria-hidden /> {t('setup.gateway.copy')}
                </Button>
                <Button type="button" variant="soft" onClick={() => void downloadGatewayConfig(saved.id, name)}>
                  <DownloadIcon aria-hidden /> {t('setup.gateway.download')}
                </Button>
              </span>
            </Flex>
          </span>
        </Flex>
      </Callout.Text>
    </Callout.Root>
  );
}

type GatewayForm = Omit<GatewayValues, 'listen_port'> & { listen_port: string };

export function GatewayStep({
  values,
  saved,
  failure,
  saving,
  onSubmit,
  onNext,
  onBack,
}: {
  values: GatewayValues;
  saved: SetupGateway | null;
  failure: SetupFailure | null;
  saving: boolean;
  onSubmit: (values: GatewayValues) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('ztpa');
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('setup.gateway.nameRequired')).max(100),
        public_host: z.string().refine((v) => hostField.safeParse(v).success, t('setup.gateway.hostInvalid')),
        listen_port: z.string().refine((v) => portField.safeParse(Number(v)).success && v.trim() !== '', t('setup.gateway.portInvalid')),
      }),
    [t],
  );
  const form = useForm<GatewayForm>({ resolver: zodResolver(schema), defaultValues: { ...values, listen_port: String(values.listen_port) } });
  const rest = useFailureOnFields(failure, form.setError, GATEWAY_FIELDS);
  const errors = form.formState.errors;
  // what the form holds differs from what was last sent (the saved gateway can still be renamed)
  const current = form.watch();
  const changed = current.name !== values.name || current.public_host !== values.public_host || String(current.listen_port) !== String(values.listen_port);
  return (
    <form onSubmit={form.handleSubmit((v) => onSubmit({ name: v.name.trim(), public_host: v.public_host.trim().toLowerCase(), listen_port: Number(v.listen_port) }))} noValidate>
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t('setup.gateway.intro')}
        </Text>
        <FormErrors message={rest} />
        <Flex gap="3" wrap="wrap">
          <Box width="260px" maxWidth="100%">
            <FormField label={t('setup.gateway.name')} error={errors.name?.message}>
              {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
            </FormField>
          </Box>
          <Box width="280px" maxWidth="100%">
            <FormField label={t('setup.gateway.host')} error={errors.public_host?.message} hint={<Text size="1" color="gray">{t('setup.gateway.hostHint')}</Text>}>
              {(control) => <TextField.Root {...control} {...form.register('public_host')} autoComplete="off" spellCheck={false} />}
            </FormField>
          </Box>
          <Box width="140px" maxWidth="100%">
            <FormField label={t('setup.gateway.port')} error={errors.listen_port?.message}>
              {(control) => <TextField.Root {...control} {...form.register('listen_port')} inputMode="numeric" autoComplete="off" />}
            </FormField>
          </Box>
        </Flex>
        {saved ? <KeyPanel saved={saved} name={values.name || form.getValues('name')} /> : null}
        <StepButtons onBack={onBack}>
          {saved ? (
            <>
              {changed ? (
                <Button type="submit" variant="soft" loading={saving}>
                  {t('setup.saveGateway')}
                </Button>
              ) : null}
              <Button type="button" onClick={onNext} disabled={saving}>
                {t('setup.next')}
              </Button>
            </>
          ) : (
            <Button type="submit" loading={saving}>
              {t('setup.createGateway')}
            </Button>
          )}
        </StepButtons>
      </Flex>
    </form>
  );
}

interface RuleForm {
  subnet: string;
  ports: string;
  all_users: boolean;
  group_ids: string[];
  person_ids: string[];
}
interface PoliciesForm {
  subnets: string;
  policies: RuleForm[];
}

const ruleFieldNames = (count: number) => [
  'subnets',
  ...Array.from({ length: count }, (_, i) => [`policies.${i}.subnet`, `policies.${i}.ports`, `policies.${i}.group_ids`]).flat(),
];

export function PoliciesStep({
  values,
  failure,
  saving,
  submitLabel,
  onSubmit,
  onBack,
  actions,
}: {
  values: PoliciesValues;
  failure: SetupFailure | null;
  saving: boolean;
  submitLabel?: string;
  onSubmit: (values: PoliciesValues) => void;
  onBack?: () => void;
  /** shown before the submit button (a Cancel link) */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('ztpa');
  const groups = useQuery(groupQueries.options());
  const groupName = useMemo(() => new Map((groups.data ?? []).map((g) => [g.id, g.name])), [groups.data]);
  const schema = useMemo(
    () =>
      z
        .object({
          subnets: z.string(),
          policies: z.array(
            z
              .object({
                subnet: z.string().min(1, t('setup.policies.chooseSubnet')),
                ports: z.string().refine((v) => parsePorts(v) !== null, t('setup.policies.portsInvalid')),
                all_users: z.boolean(),
                group_ids: z.array(z.string()),
                person_ids: z.array(z.string()),
              })
              .refine((r) => r.all_users || r.group_ids.length > 0 || r.person_ids.length > 0, { path: ['group_ids'], message: t('setup.policies.whoRequired') }),
          ),
        })
        .superRefine((v, ctx) => {
          const subnets = splitLines(v.subnets);
          if (subnets.length === 0) ctx.addIssue({ code: 'custom', path: ['subnets'], message: t('setup.policies.subnetsRequired') });
          const bad = subnets.find((s) => cidrProblem(s) !== null);
          if (bad) ctx.addIssue({ code: 'custom', path: ['subnets'], message: t('setup.policies.subnetInvalid', { value: bad }) });
        }),
    [t],
  );
  const form = useForm<PoliciesForm>({
    resolver: zodResolver(schema),
    defaultValues: { subnets: values.subnets.join('\n'), policies: values.policies.map((p) => ({ ...p, ports: p.ports.join(', ') })) },
  });
  const rules = useFieldArray({ control: form.control, name: 'policies' });
  const rest = useFailureOnFields(failure, form.setError, ruleFieldNames(rules.fields.length));
  const subnets = splitLines(form.watch('subnets')).filter((s) => cidrProblem(s) === null);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((v) =>
    onSubmit({ subnets: splitLines(v.subnets), policies: v.policies.map((p) => ({ ...p, ports: parsePorts(p.ports) ?? [] })) }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t('setup.policies.intro')}
        </Text>
        <FormErrors message={rest} />
        <Box maxWidth="360px">
          <FormField label={t('setup.policies.subnets')} error={errors.subnets?.message} hint={<Text size="1" color="gray">{t('setup.policies.subnetsHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('subnets')} rows={3} spellCheck={false} />}
          </FormField>
        </Box>
        <Text as="p" size="2" weight="medium">
          {t('setup.policies.rules')}
        </Text>
        {rules.fields.length === 0 ? (
          <Text size="2" color="gray">
            {t('setup.policies.noRules')}
          </Text>
        ) : (
          <Table.Root variant="surface" size="1">
            <VisuallyHidden asChild>
              <caption>{t('setup.policies.rulesCaption')}</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('setup.policies.subnet')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('setup.policies.who')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('setup.policies.ports')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <VisuallyHidden>{t('setup.policies.actions')}</VisuallyHidden>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rules.fields.map((rule, i) => {
                const e = errors.policies?.[i];
                const n = i + 1;
                return (
                  <Table.Row key={rule.id} align="start" data-testid="policy-rule">
                    <Table.Cell>
                      <Controller
                        control={form.control}
                        name={`policies.${i}.subnet`}
                        render={({ field }) => (
                          <Flex direction="column" gap="1">
                            <Select.Root value={field.value || undefined} onValueChange={field.onChange}>
                              <Select.Trigger placeholder={t('setup.policies.chooseSubnet')} aria-label={t('setup.policies.subnetOf', { n })} />
                              <Select.Content>
                                {[...new Set([...subnets, ...(field.value ? [field.value] : [])])].map((s) => (
                                  <Select.Item key={s} value={s}>
                                    {s}
                                  </Select.Item>
                                ))}
                              </Select.Content>
                            </Select.Root>
                            <FieldError message={e?.subnet?.message} />
                          </Flex>
                        )}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <Flex direction="column" gap="2">
                        <Controller
                          control={form.control}
                          name={`policies.${i}.all_users`}
                          render={({ field }) => (
                            <Text as="label" size="2">
                              <Flex gap="2" align="center">
                                <Checkbox checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
                                {t('setup.policies.allUsers')}
                              </Flex>
                            </Text>
                          )}
                        />
                        <Controller
                          control={form.control}
                          name={`policies.${i}.group_ids`}
                          render={({ field }) => (
                            <ChoiceFilter<string>
                              label={t('setup.policies.groupsOf', { n })}
                              options={(groups.data ?? []).map((g) => g.id)}
                              value={field.value}
                              onChange={field.onChange}
                              text={(id) => groupName.get(id) ?? id}
                            />
                          )}
                        />
                        {rule.person_ids.length > 0 ? (
                          <Text size="1" color="gray">
                            {t('setup.policies.people', { count: rule.person_ids.length })}
                          </Text>
                        ) : null}
                        <FieldError message={e?.group_ids?.message} />
                      </Flex>
                    </Table.Cell>
                    <Table.Cell>
                      <Flex direction="column" gap="1">
                        <TextField.Root
                          {...form.register(`policies.${i}.ports`)}
                          aria-label={t('setup.policies.portsOf', { n })}
                          aria-invalid={Boolean(e?.ports)}
                          placeholder={t('setup.policies.anyPort')}
                          size="2"
                        />
                        <FieldError message={e?.ports?.message} />
                      </Flex>
                    </Table.Cell>
                    <Table.Cell>
                      <IconButton type="button" variant="ghost" color="red" onClick={() => rules.remove(i)} aria-label={t('setup.policies.removeRule', { n })}>
                        <TrashIcon aria-hidden />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
        <Text size="1" color="gray">
          {t('setup.policies.portsHint')}
        </Text>
        <Box>
          <Button type="button" variant="soft" onClick={() => rules.append({ subnet: subnets[0] ?? '', ports: '', all_users: false, group_ids: [], person_ids: [] })}>
            <PlusIcon aria-hidden /> {t('setup.policies.addRule')}
          </Button>
        </Box>
        <StepButtons onBack={onBack}>
          {actions}
          <Button type="submit" loading={saving}>
            {submitLabel ?? t('setup.finish')}
          </Button>
        </StepButtons>
      </Flex>
    </form>
  );
}

function FieldError({ message }: { message?: string }) {
  return message ? (
    <Text size="1" color="red">
      {message}
    </Text>
  ) : null;
}
