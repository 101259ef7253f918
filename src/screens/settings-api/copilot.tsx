// /copilot, Agent Settings (issue 27; spec part 1 §2 Settings "copilot"): heartbeat, offline threshold,
// command time-out, log level, automatic update channel and uninstall protection, checked with the
// contract's bounds; saved settings reach agents in the policy document, with the live reach shown.
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Grid, Switch, Text, TextField } from '@radix-ui/themes';
import { AGENT_BOUNDS, LOG_LEVELS, UPDATE_CHANNELS, agentSettingsBody, type AgentSettingsResponse, type AgentSettingsValues } from '../../api/contract/settings-api';
import { settingsApiMutations, settingsApiQueries } from '../../api/queries/settings-api';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDateTime } from '../../lib/format';
import { ErrorState } from '../../ui/error-state';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { useChangesToast } from '../../ui/use-changes-toast';
import { ReachLine } from './reach';

const FIELDS = ['heartbeat_seconds', 'offline_minutes', 'command_timeout_minutes', 'log_level', 'update_channel', 'uninstall_protection'] as const;
const NUMBERS = [
  { name: 'heartbeat_seconds', label: 'agent.heartbeat' },
  { name: 'offline_minutes', label: 'agent.offline' },
  { name: 'command_timeout_minutes', label: 'agent.commandTimeout' },
] as const;

function SettingsForm({ data }: { data: AgentSettingsResponse }) {
  const { t } = useTranslation('settings-api');
  const toast = useChangesToast();
  const save = useMutation(settingsApiMutations.updateAgentSettings());
  const form = useForm<AgentSettingsValues>({ resolver: zodResolver(agentSettingsBody), defaultValues: data.settings });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors } = form.formState;

  async function submit(values: AgentSettingsValues) {
    formError.clear();
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved.settings);
      toast(t('agent.saved'));
    } catch (error) {
      formError.show(error);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Flex direction="column" gap="4">
        <FormErrors message={formError.message} />
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          {NUMBERS.map(({ name, label }) => (
            <FormField key={name} label={t(label)} error={errors[name]?.message} hint={<Text size="1" color="gray">{t('agent.bounds', AGENT_BOUNDS[name])}</Text>}>
              {(control) => <TextField.Root {...control} type="number" inputMode="numeric" min={AGENT_BOUNDS[name].min} max={AGENT_BOUNDS[name].max} {...form.register(name, { valueAsNumber: true })} />}
            </FormField>
          ))}
        </Grid>
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Controller control={form.control} name="log_level" render={({ field }) => <SelectField label={t('agent.logLevel')} error={errors.log_level?.message} value={field.value} options={LOG_LEVELS} text={(l) => t(`agent.levels.${l}`)} onChange={field.onChange} />} />
          <Controller
            control={form.control}
            name="update_channel"
            render={({ field }) => (
              <SelectField
                label={t('agent.channel')}
                error={errors.update_channel?.message}
                hint={<Text size="1" color="gray">{data.released_version ? t('agent.released', { version: data.released_version }) : t('agent.noRelease')}</Text>}
                value={field.value}
                options={UPDATE_CHANNELS}
                text={(c) => t(`agent.channels.${c}`)}
                onChange={field.onChange}
              />
            )}
          />
        </Grid>
        <Controller
          control={form.control}
          name="uninstall_protection"
          render={({ field }) => (
            <Flex gap="3" align="center">
              <Switch id="uninstall-protection" checked={field.value} onCheckedChange={field.onChange} aria-describedby="uninstall-protection-hint" />
              <Flex direction="column">
                <Text as="label" htmlFor="uninstall-protection" size="2" weight="medium">
                  {t('agent.uninstall')}
                </Text>
                <Text id="uninstall-protection-hint" size="1" color="gray">
                  {t('agent.uninstallHint')}
                </Text>
              </Flex>
            </Flex>
          )}
        />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="1" color="gray">
            {data.is_default || !data.updated_at ? t('agent.defaults') : t('agent.updated', { when: formatDateTime(data.updated_at), who: data.updated_by ?? '' })}
          </Text>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

export default function Copilot() {
  const { t } = useTranslation('settings-api');
  usePageHeading({ subheading: t('agent.subtitle') });
  const settings = useQuery(settingsApiQueries.agentSettings());
  if (settings.isError) return <ErrorState />;
  if (!settings.data) return <Text color="gray">{t('loading')}</Text>;
  return (
    <Flex direction="column" gap="4">
      <Card size="3" style={{ maxWidth: 960 }}>
        <Flex direction="column" gap="4">
          <ReachLine reach={settings.data.reach} />
          <SettingsForm key={settings.data.updated_at ?? 'default'} data={settings.data} />
        </Flex>
      </Card>
    </Flex>
  );
}
