// The DLP policy setup in three steps (/data-exfiltration-steps, /update-steps/:name, /update-LLM/:name,
// /add-new-policy/:type/:id): 1. what to watch (built-in data types, custom data, dictionaries, tokens and
// file hashes, folders), 2. where and what to do (channels, or Gen AI destinations for an LLM policy, and
// Alert/Report/Block), 3. for whom (groups) and on/off. Each step is checked with the contract's schema
// before the next; the server's 400 reasons land on the same fields.
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CheckboxGroup, Flex, Grid, RadioGroup, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { DLP_ACTIONS, DLP_CHANNELS, dlpPolicyBody, type DlpPolicy, type DlpPolicyBody, type DlpPolicyKind } from '../../api/contract/dlp-policies';
import { dlpDetectQueries, dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { groupQueries } from '../../api/queries/users';
import { linkTo } from '../../lib/links';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useChangesToast } from '../../ui/use-changes-toast';

type PolicyForm = {
  name: string;
  description: string;
  data_types: string[];
  custom_type_ids: string[];
  dictionary_ids: string[];
  fingerprint_ids: string[];
  folder_ids: string[];
  channels: string[];
  /** Gen AI app names, one a line (LLM policies) */
  destinations: string;
  action: (typeof DLP_ACTIONS)[number];
  group_ids: string[];
  enabled: boolean;
};

const STEP_FIELDS = [
  ['name', 'description', 'data_types', 'custom_type_ids', 'dictionary_ids', 'fingerprint_ids', 'folder_ids'],
  ['channels', 'destinations', 'action'],
  ['group_ids', 'enabled'],
] as const satisfies readonly (readonly (keyof PolicyForm)[])[];
const FIELDS = STEP_FIELDS.flat();

function bodyOf(kind: DlpPolicyKind, v: PolicyForm): DlpPolicyBody {
  return {
    kind,
    name: v.name,
    ...(v.description.trim() ? { description: v.description } : {}),
    data_types: v.data_types,
    custom_type_ids: v.custom_type_ids,
    dictionary_ids: v.dictionary_ids,
    fingerprint_ids: v.fingerprint_ids,
    folder_ids: v.folder_ids,
    channels: (kind === 'llm' ? ['Gen AI'] : v.channels) as DlpPolicyBody['channels'],
    destinations: kind === 'llm' ? v.destinations.split(/[\n,]/).map((d) => d.trim()).filter(Boolean) : [],
    action: v.action,
    group_ids: v.group_ids,
    enabled: v.enabled,
  };
}

export function policyFormOf(kind: DlpPolicyKind, policy?: DlpPolicy): PolicyForm {
  return {
    name: policy?.name ?? '',
    description: policy?.description ?? '',
    data_types: policy?.data_types ?? [],
    custom_type_ids: policy?.custom_type_ids ?? [],
    dictionary_ids: policy?.dictionary_ids ?? [],
    fingerprint_ids: policy?.fingerprint_ids ?? [],
    folder_ids: policy?.folder_ids ?? [],
    channels: policy?.channels ?? (kind === 'llm' ? ['Gen AI'] : []),
    destinations: policy?.destinations.join('\n') ?? '',
    action: policy?.action ?? 'Alert',
    group_ids: policy?.group_ids ?? [],
    enabled: policy?.enabled ?? true,
  };
}

/** A labelled group of checkboxes bound to one array field; nothing when there are no options. */
function Checks({ control, name, label, options, empty }: {
  control: Control<PolicyForm>;
  name: 'data_types' | 'custom_type_ids' | 'dictionary_ids' | 'fingerprint_ids' | 'folder_ids' | 'channels' | 'group_ids';
  label: string;
  options: readonly { value: string; label: string; hint?: string }[];
  empty?: string;
}) {
  const id = `policy-${name}`;
  return (
    <Flex direction="column" gap="2">
      <Text id={id} size="2" weight="medium">
        {label}
      </Text>
      {options.length === 0 ? (
        <Text size="1" color="gray">
          {empty}
        </Text>
      ) : (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <CheckboxGroup.Root aria-labelledby={id} value={field.value} onValueChange={field.onChange}>
              <Grid columns={{ initial: '1', sm: '2', md: '3' }} gapX="4" gapY="2">
                {options.map((o) => (
                  <CheckboxGroup.Item key={o.value} value={o.value} title={o.hint}>
                    {o.label}
                  </CheckboxGroup.Item>
                ))}
              </Grid>
            </CheckboxGroup.Root>
          )}
        />
      )}
    </Flex>
  );
}

function StepHeader({ step, titles }: { step: number; titles: readonly string[] }) {
  const { t } = useTranslation('dlp-policies');
  return (
    <Flex gap="2" wrap="wrap" aria-label={t('wizard.progress', { step: step + 1, total: titles.length })} role="group">
      {titles.map((title, i) => (
        <Badge key={title} size="2" color={i === step ? 'blue' : 'gray'} variant={i === step ? 'solid' : 'soft'} aria-current={i === step ? 'step' : undefined}>
          {i + 1}. {title}
        </Badge>
      ))}
    </Flex>
  );
}

function FieldError({ message }: { message?: string }) {
  return message ? (
    <Text size="1" color="red" role="alert">
      {message}
    </Text>
  ) : null;
}

export function PolicyWizard({ kind, policy, listRoute }: { kind: DlpPolicyKind; policy?: DlpPolicy; listRoute: 'data-exfiltration' | 'Sensitive-data-groups' }) {
  const { t } = useTranslation('dlp-policies');
  const navigate = useNavigate();
  const toast = useChangesToast();
  const [step, setStep] = useState(0);
  const form = useForm<PolicyForm>({ defaultValues: policyFormOf(kind, policy) });
  const formError = useFormErrors(form.setError, FIELDS);
  const create = useMutation(dlpPolicyMutations.createPolicy());
  const update = useMutation(dlpPolicyMutations.updatePolicy());
  const types = useQuery(dlpDetectQueries.dataTypes());
  const custom = useQuery(dlpPolicyQueries.customData({ size: 500 }));
  const dictionaries = useQuery(dlpPolicyQueries.dictionaries({ size: 500 }));
  const fingerprints = useQuery(dlpPolicyQueries.fingerprints({ size: 500 }));
  const folders = useQuery(dlpPolicyQueries.folders({ size: 500 }));
  const groups = useQuery(groupQueries.options());
  const { errors, isSubmitting } = form.formState;
  const titles = [t('wizard.watch'), t(kind === 'llm' ? 'wizard.destinations' : 'wizard.channels'), t('wizard.scope')];

  /** The contract's issues on this step's fields (all steps when `upTo` is the last). */
  function check(upTo: number): boolean {
    form.clearErrors();
    const parsed = dlpPolicyBody.safeParse(bodyOf(kind, form.getValues()));
    if (parsed.success) return true;
    const fields = new Set<string>(STEP_FIELDS.slice(0, upTo + 1).flat());
    let ok = true;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (!fields.has(field)) continue;
      ok = false;
      if (!form.getFieldState(field as keyof PolicyForm).error) form.setError(field as keyof PolicyForm, { type: 'validation', message: issue.message });
    }
    return ok;
  }

  async function save() {
    formError.clear();
    if (!check(STEP_FIELDS.length - 1)) return;
    const body = bodyOf(kind, form.getValues());
    try {
      if (policy) await update.mutateAsync({ id: policy.id, body });
      else await create.mutateAsync(body);
      toast(t('wizard.saved', { name: body.name }));
      void navigate(linkTo(listRoute));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) formError.show(error, t('wizard.duplicate', { name: body.name }));
      else {
        formError.show(error);
        const first = STEP_FIELDS.findIndex((fields) => fields.some((f) => form.getFieldState(f).error));
        if (first >= 0) setStep(first);
      }
    }
  }

  const dictionaryOptions = [
    ...(types.data?.dictionaries ?? []).map((d) => ({ value: d.id, label: d.name, hint: d.description })),
    ...(dictionaries.data ?? []).map((d) => ({ value: d.id, label: d.name })),
  ];
  const body: Record<number, ReactNode> = {
    0: (
      <>
        <FormField label={t('wizard.name')} error={errors.name?.message}>
          {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
        </FormField>
        <FormField label={t('wizard.description')} error={errors.description?.message}>
          {(control) => <TextField.Root {...control} {...form.register('description')} autoComplete="off" />}
        </FormField>
        <Checks control={form.control} name="data_types" label={t('wizard.dataTypes')} options={(types.data?.types ?? []).map((d) => ({ value: d.name, label: d.name, hint: d.description }))} empty={t('loading')} />
        <FieldError message={errors.data_types?.message} />
        <Checks control={form.control} name="custom_type_ids" label={t('wizard.customData')} options={(custom.data ?? []).map((c) => ({ value: c.id, label: c.name }))} empty={t('wizard.noneYet')} />
        <Checks control={form.control} name="dictionary_ids" label={t('wizard.dictionaries')} options={dictionaryOptions} empty={t('wizard.noneYet')} />
        <Checks control={form.control} name="fingerprint_ids" label={t('wizard.fingerprints')} options={(fingerprints.data ?? []).map((f) => ({ value: f.id, label: `${f.name} (${t(`fingerprints.kinds.${f.kind}`)})` }))} empty={t('wizard.noneYet')} />
        <Checks control={form.control} name="folder_ids" label={t('wizard.folders')} options={(folders.data ?? []).map((f) => ({ value: f.id, label: `${f.name} (${f.platform})` }))} empty={t('wizard.noneYet')} />
      </>
    ),
    1: (
      <>
        {kind === 'llm' ? (
          <FormField label={t('wizard.destinationsField')} error={errors.destinations?.message} hint={<Text size="1" color="gray">{t('wizard.destinationsHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('destinations')} rows={4} />}
          </FormField>
        ) : (
          <>
            <Checks control={form.control} name="channels" label={t('wizard.channelsField')} options={DLP_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))} />
            <FieldError message={errors.channels?.message} />
          </>
        )}
        <Flex direction="column" gap="2">
          <Text id="policy-action" size="2" weight="medium">
            {t('wizard.action')}
          </Text>
          <Controller
            control={form.control}
            name="action"
            render={({ field }) => (
              <RadioGroup.Root aria-labelledby="policy-action" value={field.value} onValueChange={field.onChange}>
                {DLP_ACTIONS.map((a) => (
                  <RadioGroup.Item key={a} value={a}>
                    {t(`actions.${a}`)} <Text color="gray">— {t(`actionHints.${a}`)}</Text>
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            )}
          />
        </Flex>
      </>
    ),
    2: (
      <>
        <Checks control={form.control} name="group_ids" label={t('wizard.groups')} options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} empty={t('wizard.noGroups')} />
        <Text size="1" color="gray">
          {t('wizard.groupsHint')}
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Controller control={form.control} name="enabled" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} />} />
            {t('wizard.enabled')}
          </Flex>
        </Text>
      </>
    ),
  };

  return (
    <Card size="3" style={{ maxWidth: 880 }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step < STEP_FIELDS.length - 1) {
            if (check(step)) setStep(step + 1);
          } else void save();
        }}
      >
        <Flex direction="column" gap="4">
          <StepHeader step={step} titles={titles} />
          <FormErrors message={formError.message} />
          {body[step]}
          <Flex justify="between" gap="3" wrap="wrap">
            <Button type="button" variant="soft" color="gray" onClick={() => (step === 0 ? void navigate(linkTo(listRoute)) : setStep(step - 1))}>
              {step === 0 ? t('wizard.cancel') : t('wizard.back')}
            </Button>
            <Button type="submit" loading={isSubmitting || create.isPending || update.isPending}>
              {step < STEP_FIELDS.length - 1 ? t('wizard.next') : t('wizard.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
