// What to run (issue 19): a command of the library (GET /device-lib-commands) with its parameters as form
// fields checked as the server checks them, or a custom script with its shell (PowerShell, bash, zsh), and
// an optional time-out. /add-command and the endpoint's commands tab send through this form: one endpoint
// is queued at once; any other target comes back as a draft run for the caller to preview and confirm.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Callout, Flex, SegmentedControl, Select, Switch, Text, TextArea, TextField, Button } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import type { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import {
  COMMAND_SHELLS,
  SCRIPT_MAX_CHARS,
  SHELL_PLATFORMS,
  TIMEOUT_MAX_MINUTES,
  TIMEOUT_MIN_MINUTES,
  type CommandRun,
  type CommandShell,
  type CommandTarget,
  type LibraryCommand,
} from '../../api/contract/commands';
import { commandMutations, commandQueries, type SendRequest, type SendSpec } from '../../api/queries/commands';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { checkParams, initialInput, type ParamInput } from './params';

type Family = (typeof PLATFORM_FAMILIES)[number];

export interface SendValues {
  kind: 'library' | 'script';
  command: string;
  params: Record<string, ParamInput>;
  script: string;
  shell: CommandShell;
  timeout: string;
}

/** The body to send, or the message of each refused field (named as the form names them). */
export function checkSend(values: SendValues, library: readonly LibraryCommand[]): { request?: SendSpec; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  let timeout_minutes: number | undefined;
  const timeout = values.timeout.trim();
  if (timeout !== '') {
    const n = /^\d+$/.test(timeout) ? Number(timeout) : NaN;
    if (!Number.isInteger(n) || n < TIMEOUT_MIN_MINUTES || n > TIMEOUT_MAX_MINUTES) errors.timeout = `The time-out must be between ${TIMEOUT_MIN_MINUTES} and ${TIMEOUT_MAX_MINUTES} minutes.`;
    else timeout_minutes = n;
  }
  if (values.kind === 'script') {
    const script = values.script.trim();
    if (!script) errors.script = 'Enter the script to run.';
    else if (script.length > SCRIPT_MAX_CHARS) errors.script = `The script must be at most ${SCRIPT_MAX_CHARS} characters.`;
    if (Object.keys(errors).length) return { errors };
    return { request: { kind: 'script', script, shell: values.shell, timeout_minutes }, errors };
  }
  const entry = library.find((c) => c.id === values.command);
  if (!entry) {
    errors.command = 'Choose a command.';
    return { errors };
  }
  const checked = checkParams(entry.parameters, values.params);
  for (const [name, message] of Object.entries(checked.errors)) errors[`params.${name}`] = message;
  if (Object.keys(errors).length) return { errors };
  return { request: { kind: 'library', library_command_id: entry.id, params: checked.values, timeout_minutes }, errors };
}

function toFieldErrors(errors: Record<string, string>): FieldErrors<SendValues> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [head, tail] = path.split('.');
    const error = { type: 'validate', message };
    if (tail) out[head!] = { ...((out[head!] as object | undefined) ?? {}), [tail]: error };
    else out[head!] = error;
  }
  return out as FieldErrors<SendValues>;
}

/** The server's field names mapped onto the form's. */
const SERVER_FIELDS: Record<string, string> = { library_command_id: 'command', timeout_minutes: 'timeout', script: 'script', shell: 'shell' };

export interface SendCommandFormProps {
  /** who it runs on; null while the caller's target is incomplete (the send button stays off) */
  target: CommandTarget | null;
  /** the one endpoint's platform family, to offer only what runs there */
  platform?: Family;
  /** one endpoint: queued at once; otherwise a preview comes first */
  submitLabel: string;
  onSent: (run: CommandRun) => void;
  /** a form inside a dialog has its own Cancel */
  extraActions?: ReactNode;
}

export function SendCommandForm({ target, platform, submitLabel, onSent, extraActions }: SendCommandFormProps) {
  const { t } = useTranslation('command-widgets');
  const libraryQuery = useQuery(commandQueries.library(platform));
  const library = useMemo(() => libraryQuery.data ?? [], [libraryQuery.data]);
  const shells = platform ? COMMAND_SHELLS.filter((s) => SHELL_PLATFORMS[s].includes(platform)) : COMMAND_SHELLS;
  const resolver: Resolver<SendValues> = async (values) => {
    const { errors } = checkSend(values, library);
    return Object.keys(errors).length ? { values: {}, errors: toFieldErrors(errors) } : { values, errors: {} };
  };
  const form = useForm<SendValues>({
    resolver,
    defaultValues: { kind: 'library', command: '', params: {}, script: '', shell: shells[0] ?? 'bash', timeout: '' },
  });
  const send = useMutation(commandMutations.send());
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SendRequest | null>(null);
  const kind = form.watch('kind');
  const commandId = form.watch('command');
  const entry = library.find((c) => c.id === commandId);
  const { errors } = form.formState;

  // a new command starts its fields at their defaults
  useEffect(() => {
    form.setValue('params', Object.fromEntries((entry?.parameters ?? []).map((p) => [p.name, initialInput(p)])));
  }, [entry, form]);

  async function post(request: SendRequest) {
    setFormError(null);
    try {
      onSent(await send.mutateAsync(request));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.issues.length) {
        const unplaced: string[] = [];
        for (const issue of error.issues) {
          const [head, tail] = issue.path.split(/[./]/);
          if (head === 'params' && tail) form.setError(`params.${tail}`, { type: 'server', message: issue.message });
          else if (head && SERVER_FIELDS[head]) form.setError(SERVER_FIELDS[head] as 'command', { type: 'server', message: issue.message });
          else unplaced.push(issue.message);
        }
        setFormError(unplaced.length ? unplaced.join(' ') : null);
      } else setFormError(error instanceof ApiRequestError ? error.exception : error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  async function submit(values: SendValues) {
    const { request } = checkSend(values, library);
    if (!request || !target) return;
    const full: SendRequest = { ...request, target };
    // a disruptive command sent straight to one endpoint is asked twice; a bulk run is asked at its preview
    if (target.type === 'endpoint' && entry?.disruptive && values.kind === 'library') {
      setConfirming(full);
      return;
    }
    await post(full).catch(() => undefined);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={t('send.label')}>
      <Flex direction="column" gap="3">
        <FormErrors message={formError} />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <SegmentedControl.Root value={field.value} onValueChange={field.onChange} aria-label={t('send.kind')} style={{ maxWidth: 360 }}>
              <SegmentedControl.Item value="library">{t('send.library')}</SegmentedControl.Item>
              <SegmentedControl.Item value="script">{t('send.script')}</SegmentedControl.Item>
            </SegmentedControl.Root>
          )}
        />
        {kind === 'library' ? (
          <>
            <FormField label={t('send.command')} error={errors.command?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="command"
                  render={({ field }) => (
                    <Select.Root value={field.value || undefined} onValueChange={field.onChange} disabled={libraryQuery.isPending}>
                      <Select.Trigger {...control} placeholder={libraryQuery.isError ? t('send.libraryFailed') : t('send.choose')} />
                      <Select.Content position="popper">
                        {library.map((c) => (
                          <Select.Item key={c.id} value={c.id}>
                            {c.name}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  )}
                />
              )}
            </FormField>
            {entry ? (
              <Text size="2" color="gray">
                {entry.description} {t('send.platforms', { platforms: entry.platforms.map((p) => t(`platform.${p}`)).join(', ') })}
              </Text>
            ) : null}
            {entry?.disruptive ? (
              <Callout.Root color="amber" size="1">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>{t('send.disruptive')}</Callout.Text>
              </Callout.Root>
            ) : null}
            {entry?.parameters.map((p) => (
              <FormField key={`${entry.id}:${p.name}`} label={p.required ? p.label : t('send.optional', { label: p.label })} error={errors.params?.[p.name]?.message} hint={<Text size="1" color="gray">{p.description}</Text>}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name={`params.${p.name}`}
                    render={({ field }) =>
                      p.type === 'boolean' ? (
                        <Switch {...control} checked={field.value === true} onCheckedChange={field.onChange} />
                      ) : p.type === 'enum' ? (
                        <Select.Root value={typeof field.value === 'string' && field.value ? field.value : undefined} onValueChange={field.onChange}>
                          <Select.Trigger {...control} style={{ maxWidth: 240 }} />
                          <Select.Content position="popper">
                            {(p.options ?? []).map((o) => (
                              <Select.Item key={o} value={o}>
                                {o}
                              </Select.Item>
                            ))}
                          </Select.Content>
                        </Select.Root>
                      ) : (
                        <TextField.Root
                          {...control}
                          value={typeof field.value === 'string' ? field.value : ''}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          inputMode={p.type === 'integer' ? 'numeric' : undefined}
                          style={p.type === 'integer' ? { maxWidth: 160 } : undefined}
                          placeholder={p.type === 'integer' && p.min !== null && p.max !== null ? t('send.range', { min: p.min, max: p.max }) : undefined}
                        />
                      )
                    }
                  />
                )}
              </FormField>
            ))}
          </>
        ) : (
          <>
            <FormField label={t('send.shell')} error={errors.shell?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="shell"
                  render={({ field }) => (
                    <Select.Root value={field.value} onValueChange={field.onChange}>
                      <Select.Trigger {...control} style={{ maxWidth: 240 }} />
                      <Select.Content position="popper">
                        {shells.map((s) => (
                          <Select.Item key={s} value={s}>
                            {t(`shell.${s}`)}
                          </Select.Item>
                        ))}
                      </Select.Content>
                    </Select.Root>
                  )}
                />
              )}
            </FormField>
            <FormField label={t('send.scriptText')} error={errors.script?.message} hint={<Text size="1" color="gray">{t('send.scriptHint')}</Text>}>
              {(control) => <TextArea {...control} {...form.register('script')} rows={8} spellCheck={false} style={{ fontFamily: 'var(--code-font-family, ui-monospace, monospace)' }} />}
            </FormField>
          </>
        )}
        <FormField label={t('send.timeout')} error={errors.timeout?.message} hint={<Text size="1" color="gray">{t('send.timeoutHint', { min: TIMEOUT_MIN_MINUTES, max: TIMEOUT_MAX_MINUTES })}</Text>}>
          {(control) => <TextField.Root {...control} {...form.register('timeout')} inputMode="numeric" style={{ maxWidth: 160 }} placeholder={t('send.timeoutDefault')} />}
        </FormField>
        <Flex gap="3" justify="end">
          {extraActions}
          <Button type="submit" loading={form.formState.isSubmitting || send.isPending} disabled={!target}>
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={t('send.confirmTitle', { command: entry?.name ?? '' })}
        description={t('send.confirmText', { command: entry?.name ?? '' })}
        confirmLabel={t('send.confirmYes', { command: entry?.name ?? '' })}
        onConfirm={async () => {
          if (confirming) await post(confirming);
        }}
      />
    </form>
  );
}
