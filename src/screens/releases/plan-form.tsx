// The canary plan form of /add-canary (issue 24): name, a draft version with builds, the target (a percentage
// of the operated companies, or companies chosen with a search), and the stages it widens in.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Badge, Box, Button, Card, Flex, IconButton, RadioCards, Select, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { CANARY_TARGETS, type CompanyRef, type PlanDetail } from '../../api/contract/releases';
import { releaseMutations, releaseQueries } from '../../api/queries/releases';
import { linkTo } from '../../lib/links';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';

/** '5, 25, 100' → [5, 25, 100]; null when a part is not a whole number. */
export function parseStages(text: string): number[] | null {
  const parts = text.split(/[\s,;%]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

const widens = (stages: number[]) => stages.every((s, i) => s >= 1 && s <= 100 && (i === 0 || s > stages[i - 1]!)) && stages[stages.length - 1] === 100;

function useSchema() {
  const { t } = useTranslation('releases');
  return z
    .object({
      name: z.string().trim().min(1, t('form.required')).max(100),
      version: z.string().min(1, t('form.required')),
      target: z.enum(CANARY_TARGETS),
      stages: z.string().refine((v) => {
        const parsed = parseStages(v);
        return parsed !== null && parsed.length <= 10 && widens(parsed);
      }, t('plan.stagesFormat')),
      company_ids: z.array(z.string()),
    })
    .refine((v) => v.target !== 'companies' || v.company_ids.length > 0, { message: t('plan.chooseOne'), path: ['company_ids'] });
}
type Values = z.infer<ReturnType<typeof useSchema>>;
const FIELDS = ['name', 'version', 'target', 'stages', 'company_ids'] as const;

function CompanyPicker({ chosen, onChange, invalid }: { chosen: CompanyRef[]; onChange: (next: CompanyRef[]) => void; invalid: boolean }) {
  const { t } = useTranslation('releases');
  const [q, setQ] = useState('');
  const found = useQuery(releaseQueries.companies({ q: q || undefined, page: 1, size: 8 }));
  const chosenIds = new Set(chosen.map((c) => c.id));
  return (
    <Flex direction="column" gap="3">
      <Box maxWidth="360px">
        <SearchBox value={q} onSearch={setQ} label={t('plan.companiesSearch')} />
      </Box>
      <Card variant="surface" data-testid="company-search">
        {/* a list holds list items only: the loading and no-match texts stand beside it, not in it */}
        {found.isPending ? <Text color="gray">{t('loading')}</Text> : found.data?.length === 0 ? <Text color="gray">{t('plan.noMatch')}</Text> : null}
        {found.data?.length ? (
          <Flex direction="column" gap="1" role="list" aria-label={t('plan.companiesSearch')}>
            {found.data.map((c) => (
              <Flex key={c.id} role="listitem" justify="between" align="center" gap="2">
                <Text size="2">{c.name}</Text>
                <Button type="button" size="1" variant="soft" disabled={chosenIds.has(c.id)} aria-label={t('plan.add', { name: c.name })} onClick={() => onChange([...chosen, c])}>
                  <PlusIcon aria-hidden />
                </Button>
              </Flex>
            ))}
          </Flex>
        ) : null}
      </Card>
      <Text size="2" weight="medium">
        {t('plan.chosen')}
      </Text>
      <Flex gap="2" wrap="wrap" aria-invalid={invalid} data-testid="chosen-companies">
        {chosen.length === 0 ? <Text color="gray">{t('plan.noneChosen')}</Text> : null}
        {chosen.map((c) => (
          <Badge key={c.id} size="2" variant="soft">
            {c.name}
            <IconButton type="button" size="1" variant="ghost" aria-label={t('plan.remove', { name: c.name })} onClick={() => onChange(chosen.filter((x) => x.id !== c.id))}>
              <Cross2Icon aria-hidden />
            </IconButton>
          </Badge>
        ))}
      </Flex>
    </Flex>
  );
}

export function PlanForm({ plan }: { plan?: PlanDetail }) {
  const { t } = useTranslation('releases');
  const navigate = useNavigate();
  const toast = useToast();
  const save = useMutation(releaseMutations.savePlan());
  const drafts = useQuery(releaseQueries.versions({ status: 'draft', page: 1, size: 100 }));
  const versions = (drafts.data ?? []).filter((v) => v.platforms.length > 0);
  const [chosen, setChosen] = useState<CompanyRef[]>(plan?.target === 'companies' ? plan.companies : []);
  const form = useForm<Values>({
    resolver: zodResolver(useSchema()),
    defaultValues: {
      name: plan?.name ?? '',
      version: plan?.version ?? '',
      target: plan?.target ?? 'percentage',
      stages: (plan?.stages ?? [5, 25, 100]).join(', '),
      company_ids: chosen.map((c) => c.id),
    },
  });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const target = form.watch('target');

  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      const saved = await save.mutateAsync({
        id: plan?.id,
        body: {
          name: values.name,
          version: values.version,
          target: values.target,
          stages: parseStages(values.stages)!,
          company_ids: values.target === 'companies' ? values.company_ids : [],
        },
      });
      toast({ title: t(plan ? 'plan.saved' : 'plan.created'), kind: 'success' });
      if (!plan) navigate(linkTo('add-canary', { id: saved.id }));
    } catch (error) {
      formError.show(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(plan ? 'plan.save' : 'plan.create')}>
      <Flex direction="column" gap="4">
        <FormErrors message={formError.message} />
        <Flex gap="4" wrap="wrap">
          <Box flexGrow="1" minWidth="240px">
            <FormField label={t('plan.name')} error={errors.name?.message}>
              {(aria) => <TextField.Root {...aria} {...form.register('name')} autoComplete="off" />}
            </FormField>
          </Box>
          <Box minWidth="200px">
            <FormField
              label={t('plan.version')}
              error={errors.version?.message}
              hint={<Text size="1" color="gray">{drafts.data && versions.length === 0 ? t('plan.noDrafts') : t('plan.versionHint')}</Text>}
            >
              {(aria) => (
                <Controller
                  control={form.control}
                  name="version"
                  render={({ field }) => (
                    <Select.Root value={field.value || undefined} onValueChange={field.onChange}>
                      <Select.Trigger {...aria} placeholder={t('plan.version')} style={{ minWidth: 200 }} />
                      <Select.Content>
                        {versions.map((v) => (
                          <Select.Item key={v.version} value={v.version}>
                            {v.version}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  )}
                />
              )}
            </FormField>
          </Box>
        </Flex>
        <FormField label={t('plan.target')} error={errors.target?.message}>
          {(aria) => (
            <Controller
              control={form.control}
              name="target"
              render={({ field }) => (
                <RadioCards.Root id={aria.id} value={field.value} onValueChange={field.onChange} columns={{ initial: '1', sm: '2' }} gap="2" aria-label={t('plan.target')}>
                  {CANARY_TARGETS.map((value) => (
                    <RadioCards.Item key={value} value={value}>
                      {t(`target.${value}`)}
                    </RadioCards.Item>
                  ))}
                </RadioCards.Root>
              )}
            />
          )}
        </FormField>
        <Box maxWidth="360px">
          <FormField label={t('plan.stages')} error={errors.stages?.message} hint={<Text size="1" color="gray">{t('plan.stagesHint')}</Text>}>
            {(aria) => <TextField.Root {...aria} {...form.register('stages')} autoComplete="off" />}
          </FormField>
        </Box>
        {target === 'companies' ? (
          <Flex direction="column" gap="1">
            <Text size="2" weight="medium">
              {t('plan.companies')}
            </Text>
            <CompanyPicker
              chosen={chosen}
              invalid={Boolean(errors.company_ids)}
              onChange={(next) => {
                setChosen(next);
                form.setValue(
                  'company_ids',
                  next.map((c) => c.id),
                  { shouldValidate: form.formState.isSubmitted },
                );
              }}
            />
            {errors.company_ids?.message ? (
              <Text size="1" color="red" role="alert">
                {errors.company_ids.message}
              </Text>
            ) : null}
          </Flex>
        ) : null}
        <FormActions cancelTo={linkTo('canary')} submitLabel={t(plan ? 'plan.save' : 'plan.create')} saving={isSubmitting} />
      </Flex>
    </form>
  );
}
