// /selected-control/:id (Control Details): one control of a framework: enable it, set its parameters and
// group scope, its endpoint checks with whether device management enforces each (spec part 2 §4: monitored
// without device management, enforced with it; §5: some enforcement needs disk encryption turned off
// first), and the endpoints passing and failing it.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Badge, Button, Callout, Card, CheckboxGroup, Flex, Grid, Heading, Link, Table, Text, TextField } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { ControlDetail } from '../../api/contract/compliance-config';
import { complianceConfigMutations, complianceConfigQueries } from '../../api/queries/compliance-config';
import { groupQueries } from '../../api/queries/users';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { MultiValue } from '../../ui/multi-value';
import { useChangesToast } from '../../ui/use-changes-toast';
import { ControlSwitch } from './controls-list';
import { PlatformBadges, useCanChangeCompliance } from './shared';

type SettingsForm = { params: Record<string, string>; group_ids: string[] };

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card>
      <Text as="div" size="2" color="gray">
        {label}
      </Text>
      <Text as="div" size="6" weight="bold">
        {value}
      </Text>
    </Card>
  );
}

function SettingsCard({ control, canChange }: { control: ControlDetail; canChange: boolean }) {
  const { t } = useTranslation('compliance-config');
  const toast = useChangesToast();
  const groups = useQuery({ ...groupQueries.options(), enabled: canChange });
  const update = useMutation(complianceConfigMutations.updateControl());
  const params = control.check_details.flatMap((c) => c.params);
  const form = useForm<SettingsForm>({
    defaultValues: { params: Object.fromEntries(params.map((p) => [p.key, String(control.params[p.key] ?? p.default)])), group_ids: control.group_ids },
  });
  const formError = useFormErrors(form.setError, ['group_ids']);
  const { errors, isSubmitting } = form.formState;
  const options = groups.data ?? control.groups;

  async function submit(values: SettingsForm) {
    formError.clear();
    try {
      const body = { group_ids: values.group_ids, ...(params.length ? { params: Object.fromEntries(params.map((p) => [p.key, Number(values.params[p.key])])) } : {}) };
      await update.mutateAsync({ key: control.key, body });
      toast(t('control.saved', { control: control.control_id }));
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <Card size="2">
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <Heading as="h2" size="3">
            {t('control.parameters')}
          </Heading>
          {params.length === 0 ? <Text color="gray" size="2">{t('control.noParameters')}</Text> : null}
          {params.map((p) => (
            <FormField key={p.key} label={p.label} error={errors.params?.[p.key]?.message} hint={<Text size="1" color="gray">{t('control.parameterRange', { min: p.min, max: p.max })}</Text>}>
              {(field) => (
                <TextField.Root
                  {...field}
                  type="number"
                  min={p.min}
                  max={p.max}
                  disabled={!canChange}
                  style={{ maxWidth: 160 }}
                  {...form.register(`params.${p.key}`, {
                    validate: (v) => (Number.isInteger(Number(v)) && Number(v) >= p.min && Number(v) <= p.max) || t('control.parameterRange', { min: p.min, max: p.max }),
                  })}
                />
              )}
            </FormField>
          ))}
          <Heading as="h2" size="3">
            {t('control.scope')}
          </Heading>
          <Text size="2" color="gray" id="control-scope-help">
            {t('control.scopeHelp')}
          </Text>
          {canChange ? (
            <CheckboxGroup.Root
              aria-label={t('control.scopeGroups')}
              aria-describedby="control-scope-help"
              value={form.watch('group_ids')}
              onValueChange={(v) => form.setValue('group_ids', v, { shouldDirty: true })}
            >
              <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="2">
                {options.map((g) => (
                  <CheckboxGroup.Item key={g.id} value={g.id}>
                    {g.name}
                  </CheckboxGroup.Item>
                ))}
              </Grid>
            </CheckboxGroup.Root>
          ) : (
            <MultiValue content={control.groups.map((g) => g.name)} placeholder={t('control.scopeAll')} />
          )}
          {errors.group_ids ? (
            <Text size="1" color="red">
              {errors.group_ids.message}
            </Text>
          ) : null}
          {canChange ? (
            <Flex justify="end">
              <Button type="submit" loading={isSubmitting}>
                {t('save')}
              </Button>
            </Flex>
          ) : null}
        </Flex>
      </form>
    </Card>
  );
}

function ChecksTable({ control }: { control: ControlDetail }) {
  const { t } = useTranslation('compliance-config');
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="3">
        {t('control.checks')}
      </Heading>
      <DataTable
        caption={t('control.checksTable')}
        columns={[
          { key: 'name', header: t('control.checkColumns.name') },
          { key: 'platforms', header: t('control.checkColumns.platforms') },
          { key: 'enforcement', header: t('control.checkColumns.enforcement') },
        ]}
        rows={control.check_details}
        emptyText=""
        rowKey={(c) => c.id}
        renderRow={(c) => (
          <Table.Row key={c.id} align="center">
            <Table.RowHeaderCell>
              <Text weight="medium">{c.name}</Text>
              <Text as="div" size="2" color="gray">
                {c.description}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>
              <PlatformBadges platforms={c.platforms} />
            </Table.Cell>
            <Table.Cell>
              <Flex direction="column" gap="1" align="start">
                <Badge color={c.enforced_with_mdm ? 'green' : 'gray'}>{c.enforced_with_mdm ? t('control.enforced') : t('control.monitored')}</Badge>
                {c.needs_encryption_off_to_enforce ? (
                  <Text size="1" color="amber">
                    {t('control.encryptionOff')}
                  </Text>
                ) : null}
              </Flex>
            </Table.Cell>
          </Table.Row>
        )}
      />
      <Text size="2" color="gray">
        {t('control.enforcementNote')}
      </Text>
    </Flex>
  );
}

function EndpointsPart({ control }: { control: ControlDetail }) {
  const { t } = useTranslation('compliance-config');
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="3">
        {t('control.endpoints')}
      </Heading>
      <Grid columns={{ initial: '2', md: '4' }} gap="3">
        <Figure label={t('control.passing')} value={control.endpoints_passing} />
        <Figure label={t('control.failing')} value={control.endpoints_failing} />
        <Figure label={t('control.managed')} value={control.endpoints_enforced} />
        <Figure label={t('control.monitoredCount')} value={control.endpoints_monitored} />
      </Grid>
      <DataTable
        caption={t('control.failingTable')}
        columns={[
          { key: 'hostname', header: t('control.failingColumns.hostname') },
          { key: 'checks', header: t('control.failingColumns.checks') },
        ]}
        rows={control.failing_endpoints}
        emptyText={t('control.noFailing')}
        rowKey={(e) => e.id}
        renderRow={(e) => (
          <Table.Row key={e.id} align="center">
            <Table.RowHeaderCell>
              <Link asChild>
                <RouterLink to={linkTo('endpoint-details', { id: e.id })}>{e.hostname}</RouterLink>
              </Link>
            </Table.RowHeaderCell>
            <Table.Cell>
              <MultiValue content={e.failed_checks} />
            </Table.Cell>
          </Table.Row>
        )}
      />
    </Flex>
  );
}

export default function SelectedControl() {
  const { t } = useTranslation('compliance-config');
  const key = useParams().id ?? '';
  const canChange = useCanChangeCompliance();
  const detail = useQuery({ ...complianceConfigQueries.control(key), retry: false });
  const control = detail.data;
  usePageHeading({ subheading: control ? `${control.framework_name} ${control.control_id} · ${control.title}` : undefined });
  if (detail.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!control) return <ErrorState title={t('control.notFound')} subtitle={t('control.notFoundHelp')} />;
  return (
    <Flex direction="column" gap="5">
      <Card size="2">
        <Flex justify="between" align="start" gap="4" wrap="wrap">
          <Flex direction="column" gap="1" style={{ minWidth: 0, flex: 1 }}>
            <Heading as="h2" size="4">
              {control.control_id} · {control.title}
            </Heading>
            <Text size="2" color="gray">
              {control.framework_name} ({control.framework_version})
            </Text>
            <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
              {t('control.source', { source: control.framework_source })}
            </Text>
          </Flex>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              {t('control.enabledLabel')}
              <ControlSwitch row={control} canChange={canChange} />
            </Flex>
          </Text>
        </Flex>
      </Card>
      {!control.framework_selected ? (
        <Callout.Root color="amber">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            <Link asChild>
              <RouterLink to={linkTo('framework-selection')}>{t('control.selectFirst', { framework: control.framework_name })}</RouterLink>
            </Link>
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <ChecksTable control={control} />
      <SettingsCard key={`${control.key}-${control.updated_at ?? ''}`} control={control} canChange={canChange} />
      <EndpointsPart control={control} />
    </Flex>
  );
}
