// The firewall rule form of /add-new-rule and /update-rule/:id: name, direction, protocol, ports, remote
// addresses (IPv4 or CIDR, spec part 1 §5), action, platforms, status and priority. Checked with the
// contract's schema before sending; the server's 400 puts its reasons on the same fields.
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Grid, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import { ApiRequestError } from '../../api/client';
import { FIREWALL_ACTIONS, FIREWALL_DIRECTIONS, FIREWALL_PROTOCOLS, firewallRuleBody, type FirewallRule, type FirewallRuleBody } from '../../api/contract/compliance-config';
import { linkTo } from '../../lib/links';
import { CheckboxesField } from '../../ui/checkboxes-field';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import { useChangesToast } from '../../ui/use-changes-toast';

type RuleForm = {
  name: string;
  description: string;
  direction: (typeof FIREWALL_DIRECTIONS)[number];
  protocol: (typeof FIREWALL_PROTOCOLS)[number];
  ports: string;
  /** one address or block per line */
  addresses: string;
  action: (typeof FIREWALL_ACTIONS)[number];
  platforms: string[];
  enabled: boolean;
  priority: string;
};

const FIELDS = ['name', 'description', 'direction', 'protocol', 'ports', 'addresses', 'action', 'platforms', 'priority'] as const;

function bodyOf(v: RuleForm): FirewallRuleBody {
  return {
    name: v.name,
    ...(v.description.trim() ? { description: v.description } : {}),
    direction: v.direction,
    protocol: v.protocol,
    ports: v.ports,
    remote_addresses: v.addresses.split(/[\n,]/).map((a) => a.trim()).filter(Boolean),
    action: v.action,
    platforms: v.platforms as FirewallRuleBody['platforms'],
    enabled: v.enabled,
    priority: Number(v.priority),
  };
}

/** The contract's schema over the form's values; an address's issue lands on the addresses field. */
const resolver: Resolver<RuleForm> = async (values) => {
  const parsed = firewallRuleBody.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? 'name');
    const field = head === 'remote_addresses' ? 'addresses' : head;
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

export function formOf(rule?: FirewallRule): RuleForm {
  return {
    name: rule?.name ?? '',
    description: rule?.description ?? '',
    direction: rule?.direction ?? 'Inbound',
    protocol: rule?.protocol ?? 'TCP',
    ports: rule?.ports ?? '',
    addresses: rule?.remote_addresses.join('\n') ?? '',
    action: rule?.action ?? 'Block',
    platforms: rule?.platforms ?? [...PLATFORM_FAMILIES],
    enabled: rule?.enabled ?? true,
    priority: String(rule?.priority ?? 100),
  };
}

export function FirewallRuleForm({ initial, save }: { initial: RuleForm; save: (body: FirewallRuleBody) => Promise<unknown> }) {
  const { t } = useTranslation('compliance-config');
  const navigate = useNavigate();
  const toast = useChangesToast();
  const form = useForm<RuleForm>({ resolver, defaultValues: initial });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  async function submit(values: RuleForm) {
    formError.clear();
    const body = bodyOf(values);
    try {
      await save(body);
      toast(t('rules.saved', { name: body.name }));
      void navigate(linkTo('config-endpoints'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) formError.show(error, t('rules.duplicate', { name: body.name }));
      else if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0) {
        const unplaced: string[] = [];
        for (const issue of error.issues) {
          const head = issue.path.split(/[./]/)[0];
          const field = FIELDS.find((f) => f === (head === 'remote_addresses' ? 'addresses' : head));
          if (field) form.setError(field, { type: 'server', message: issue.message });
          else unplaced.push(issue.message);
        }
        formError.show(error, unplaced.join(' '));
      } else formError.show(error);
    }
  }

  return (
    <Card size="3" style={{ maxWidth: 760 }}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Flex direction="column" gap="4">
          <FormErrors message={formError.message} />
          <FormField label={t('rules.form.name')} error={errors.name?.message}>
            {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
          </FormField>
          <FormField label={t('rules.form.description')} error={errors.description?.message}>
            {(control) => <TextField.Root {...control} {...form.register('description')} autoComplete="off" />}
          </FormField>
          <Grid columns={{ initial: '1', sm: '3' }} gap="4">
            <Controller
              control={form.control}
              name="direction"
              render={({ field }) => <SelectField label={t('rules.form.direction')} value={field.value} options={FIREWALL_DIRECTIONS} text={(v) => t(`rules.directions.${v}`)} onChange={field.onChange} />}
            />
            <Controller
              control={form.control}
              name="protocol"
              render={({ field }) => <SelectField label={t('rules.form.protocol')} value={field.value} options={FIREWALL_PROTOCOLS} text={(v) => (v === 'Any' ? t('rules.any') : v)} onChange={field.onChange} />}
            />
            <Controller
              control={form.control}
              name="action"
              render={({ field }) => <SelectField label={t('rules.form.action')} value={field.value} options={FIREWALL_ACTIONS} text={(v) => t(`rules.actions.${v}`)} onChange={field.onChange} />}
            />
          </Grid>
          <FormField label={t('rules.form.ports')} error={errors.ports?.message} hint={<Text size="1" color="gray">{t('rules.form.portsHint')}</Text>}>
            {(control) => <TextField.Root {...control} {...form.register('ports')} autoComplete="off" />}
          </FormField>
          <FormField label={t('rules.form.addresses')} error={errors.addresses?.message} hint={<Text size="1" color="gray">{t('rules.form.addressesHint')}</Text>}>
            {(control) => <TextArea {...control} {...form.register('addresses')} rows={4} />}
          </FormField>
          <Controller
            control={form.control}
            name="platforms"
            render={({ field }) => (
              <CheckboxesField
                {...field}
                label={t('rules.form.platforms')}
                options={PLATFORM_FAMILIES.map((p) => ({ value: p, label: p }))}
                error={errors.platforms?.message}
              />
            )}
          />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4" align="end">
            <FormField label={t('rules.form.priority')} error={errors.priority?.message} hint={<Text size="1" color="gray">{t('rules.form.priorityHint')}</Text>}>
              {(control) => <TextField.Root {...control} {...form.register('priority')} type="number" min={1} max={10000} style={{ maxWidth: 160 }} />}
            </FormField>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Controller control={form.control} name="enabled" render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} />} />
                {t('rules.form.enabled')}
              </Flex>
            </Text>
          </Grid>
          <FormActions cancelTo={linkTo('config-endpoints')} submitLabel={t('save')} saving={isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}
