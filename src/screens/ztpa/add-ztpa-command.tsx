// /add-ztpa-command (spec part 2 "Commands"; issue 22): choose a gateway and a command of the gateway library
// (GET /ztpa-lib-commands), fill its parameters (checked as the server checks them) and an optional
// time-out; a command that interrupts the tunnels asks once more. Sending opens the command's page, where
// its status follows live. ?gateway= preselects the gateway (from its command tab).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Flex, Select, Switch, Text, TextField } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import { TIMEOUT_MAX_MINUTES, TIMEOUT_MIN_MINUTES } from '../../api/contract/commands';
import { GATEWAY_COMMAND_TIMEOUT_MINUTES } from '../../api/contract/ztpa-ops';
import { ztpaOpsMutations, ztpaOpsQueries } from '../../api/queries/ztpa-ops';
import { ztpaQueries } from '../../api/queries/ztpa';
import { checkParams, initialInput, type ParamInput } from '../../domain/commands/params';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ErrorState } from '../../ui/error-state';
import { FormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';

export default function AddZtpaCommand() {
  const { t } = useTranslation('ztpa-ops');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const gateways = useQuery(ztpaQueries.servers({ page: 1, size: 100 }));
  const library = useQuery(ztpaOpsQueries.library());
  const [gatewayId, setGatewayId] = useState(search.get('gateway') ?? '');
  const [commandId, setCommandId] = useState('');
  const [inputs, setInputs] = useState<Record<string, ParamInput>>({});
  const [timeout, setTimeoutText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const send = useMutation(ztpaOpsMutations.send(client));
  const entry = library.data?.find((c) => c.id === commandId);

  if (gateways.isError || library.isError) return <ErrorState />;

  function check() {
    const found: Record<string, string> = {};
    if (!gatewayId) found.gateway = t('add.chooseGateway');
    if (!entry) found.command = t('add.chooseCommand');
    const params = entry ? checkParams(entry.parameters, inputs) : { values: {}, errors: {} };
    Object.assign(found, params.errors);
    const minutes = timeout.trim() === '' ? undefined : Number(timeout);
    if (minutes !== undefined && (!Number.isInteger(minutes) || minutes < TIMEOUT_MIN_MINUTES || minutes > TIMEOUT_MAX_MINUTES)) {
      found.timeout = t('add.timeoutRange', { min: TIMEOUT_MIN_MINUTES, max: TIMEOUT_MAX_MINUTES });
    }
    setErrors(found);
    return Object.keys(found).length ? null : { gateway_id: gatewayId, command_id: commandId, params: params.values, ...(minutes === undefined ? {} : { timeout_minutes: minutes }) };
  }

  async function submit() {
    const body = check();
    if (!body) return;
    const sent = await send.mutateAsync(body);
    navigate(linkTo('execute-ztpa-command', { id: sent.id }));
  }

  const failure = send.error instanceof ApiRequestError ? send.error.exception : send.error ? t('add.failed') : null;

  return (
    <Card size="3" style={{ maxWidth: 720 }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (entry?.disruptive && check()) setConfirming(true);
          else void submit().catch(() => undefined);
        }}
      >
        <Flex direction="column" gap="4">
          <FormErrors message={failure} />
          <FormField label={t('add.gateway')} error={errors.gateway}>
            {(control) => (
              <Select.Root value={gatewayId || undefined} onValueChange={setGatewayId} disabled={gateways.isPending}>
                <Select.Trigger {...control} placeholder={t('add.chooseGateway')} />
                <Select.Content position="popper">
                  {(gateways.data ?? []).map((g) => (
                    <Select.Item key={g.id} value={g.id}>
                      {g.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
          <FormField label={t('add.command')} error={errors.command} hint={entry ? <Text size="1" color="gray">{entry.description}</Text> : undefined}>
            {(control) => (
              <Select.Root
                value={commandId || undefined}
                onValueChange={(id) => {
                  setCommandId(id);
                  const next = library.data?.find((c) => c.id === id);
                  setInputs(Object.fromEntries((next?.parameters ?? []).map((p) => [p.name, initialInput(p)])));
                  setErrors({});
                }}
                disabled={library.isPending}
              >
                <Select.Trigger {...control} placeholder={t('add.chooseCommand')} />
                <Select.Content position="popper">
                  {(library.data ?? []).map((c) => (
                    <Select.Item key={c.id} value={c.id}>
                      {c.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
          {entry?.parameters.map((p) => (
            <FormField key={p.name} label={p.required ? `${p.label} *` : p.label} error={errors[p.name]} hint={<Text size="1" color="gray">{p.description}</Text>}>
              {(control) =>
                p.type === 'boolean' ? (
                  <Switch {...control} checked={inputs[p.name] === true} onCheckedChange={(v) => setInputs({ ...inputs, [p.name]: v })} />
                ) : (
                  <TextField.Root {...control} value={String(inputs[p.name] ?? '')} onChange={(e) => setInputs({ ...inputs, [p.name]: e.target.value })} />
                )
              }
            </FormField>
          ))}
          <FormField label={t('add.timeout')} error={errors.timeout} hint={<Text size="1" color="gray">{t('add.timeoutHint', { minutes: GATEWAY_COMMAND_TIMEOUT_MINUTES })}</Text>}>
            {(control) => <TextField.Root {...control} inputMode="numeric" value={timeout} onChange={(e) => setTimeoutText(e.target.value)} style={{ maxWidth: 160 }} />}
          </FormField>
          {entry?.disruptive ? (
            <Callout.Root color="amber">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{t('add.disruptive')}</Callout.Text>
            </Callout.Root>
          ) : null}
          <Flex gap="3" justify="end">
            <Button type="button" variant="soft" color="gray" onClick={() => navigate(linkTo('ztpa-commands'))}>
              {t('add.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('add.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('add.confirmTitle', { command: entry?.name ?? '' })}
        description={t('add.disruptive')}
        confirmLabel={t('add.submit')}
        tone="neutral"
        onConfirm={submit}
      />
    </Card>
  );
}
