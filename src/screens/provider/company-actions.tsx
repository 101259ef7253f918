// Provider actions across companies (issue 24 "Beyond the peers") on /palisade-accounts: the dialog that
// takes ONE change for the selected companies (an app's access, or a feature flag), previews it per company
// (from → to, and the endpoints and people it reaches; companies already set are named), applies it, and
// shows the result per company; and the list of the changes applied so far, each viewable in a dialog.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import { Badge, Box, Button, Callout, Dialog, Flex, Heading, Select, Table, Text, TextField } from '@radix-ui/themes';
import { DEFAULT_PAGE_SIZE, FEATURE_FLAGS, type FeatureFlag } from '../../api/contract/common';
import { UNSANCTIONED_ACTIONS } from '../../api/contract/catalog';
import type { ActionPreview, ActionRun, ProviderActionBody, ProviderActionKind, ResultStatus, RunSummary } from '../../api/contract/provider-actions';
import type { ActionType } from '../../api/contract/saas';
import { providerActionMutations, providerActionQueries } from '../../api/queries/provider-actions';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';

export interface SelectedCompany {
  id: string;
  name: string;
}

const STATUS_COLOR: Record<ResultStatus, 'green' | 'gray' | 'red'> = { applied: 'green', unchanged: 'gray', failed: 'red' };
const when = (iso: string) => format(parseISO(iso), 'MM/dd/yyyy HH:mm');

/** A from/to value in words: app access types are the spec's own texts; flags are 'on'/'off'. */
function useValueText() {
  const { t } = useTranslation('provider');
  return (action: ProviderActionKind, value: string | null) => (value === null ? '—' : action === 'feature-flag' ? t(`actions.flagValue.${value}`) : value);
}

/** 'Dropbox: Unsanctioned (Block)' as the server words it; 'DLP: Off' for a flag. */
function useTargetText() {
  const { t } = useTranslation('provider');
  return (action: ProviderActionKind, target: string) => {
    if (action !== 'feature-flag') return target;
    const [flag, value] = target.split(': ');
    return `${t(`flags.${flag}`)}: ${t(`actions.flagValue.${value}`)}`;
  };
}

function errorText(error: unknown): string {
  const issues = (error as { issues?: { message: string }[] } | null)?.issues;
  if (issues?.length) return issues.map((i) => i.message).join(' ');
  return error instanceof Error ? error.message : String(error);
}

/** A per-company table of the dialog (preview, result): a label, its column headers, then the rows. */
function CompanyTable({ label, testId, columns, children }: { label: string; testId: string; columns: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation('provider');
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table.Root size="1" aria-label={label} data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((k) => (
              <Table.ColumnHeaderCell key={k}>{t(`actions.columns.${k}`)}</Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}

function PreviewTable({ preview }: { preview: ActionPreview }) {
  const { t } = useTranslation('provider');
  const valueText = useValueText();
  return (
    <CompanyTable label={t('actions.previewLabel')} testId="action-preview" columns={['company', 'change', 'reach']}>
      {preview.companies.map((c) => (
        <Table.Row key={c.id} data-testid="preview-row">
          <Table.RowHeaderCell>{c.name}</Table.RowHeaderCell>
          <Table.Cell>
            {c.change ? (
              <Text weight="medium">{t('actions.fromTo', { from: valueText(preview.action, c.from), to: valueText(preview.action, c.to) })}</Text>
            ) : (
              <Text color="gray">{t('actions.noChange', { value: valueText(preview.action, c.from) })}</Text>
            )}
          </Table.Cell>
          <Table.Cell>
            <Text size="1">
              {t(preview.action === 'app-access' ? 'actions.appReach' : 'actions.flagReach', { endpoints: c.endpoints, people: c.people, online: c.endpoints_online })}
            </Text>
          </Table.Cell>
        </Table.Row>
      ))}
    </CompanyTable>
  );
}

export function RunResults({ run }: { run: ActionRun }) {
  const { t } = useTranslation('provider');
  const valueText = useValueText();
  return (
    <Flex direction="column" gap="2">
      <Text size="2" role="status">
        {t('actions.resultSummary', { applied: run.applied, unchanged: run.unchanged, failed: run.failed })}
      </Text>
      <CompanyTable label={t('actions.resultLabel')} testId="action-result" columns={['company', 'result', 'change', 'message']}>
        {run.results.map((r) => (
          <Table.Row key={r.company_id} data-testid="result-row">
            <Table.RowHeaderCell>{r.company_name}</Table.RowHeaderCell>
            <Table.Cell>
              <Badge color={STATUS_COLOR[r.status]} variant="soft">
                {t(`actions.status.${r.status}`)}
              </Badge>
            </Table.Cell>
            <Table.Cell>{t('actions.fromTo', { from: valueText(run.action, r.from), to: valueText(run.action, r.to) })}</Table.Cell>
            <Table.Cell>
              <Text size="1" color={r.status === 'failed' ? 'red' : 'gray'} style={{ overflowWrap: 'anywhere' }}>
                {r.message ?? '—'}
              </Text>
            </Table.Cell>
          </Table.Row>
        ))}
      </CompanyTable>
    </Flex>
  );
}

/** The app name field, suggesting catalog apps as the operator types (a datalist). */
function AppField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('provider');
  const listId = useId();
  const [q, setQ] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setQ(value.trim()), 300);
    return () => clearTimeout(timer);
  }, [value]);
  const apps = useQuery(providerActionQueries.apps(q));
  return (
    <Flex direction="column" gap="1" asChild>
      <label>
        <Text size="2" weight="medium">
          {t('actions.app')}
        </Text>
        <TextField.Root value={value} onChange={(e) => onChange(e.target.value)} placeholder={t('actions.appPlaceholder')} list={listId} autoComplete="off" />
        <datalist id={listId}>
          {(apps.data ?? []).map((a) => (
            <option key={a.name} value={a.name} />
          ))}
        </datalist>
      </label>
    </Flex>
  );
}

function LabelledSelect<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (v: V) => void }) {
  return (
    <Flex direction="column" gap="1">
      <Text size="2" weight="medium" as="div">
        {label}
      </Text>
      <Select.Root value={value} onValueChange={(v) => onChange(v as V)}>
        <Select.Trigger aria-label={label} />
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

type Step = 'form' | 'preview' | 'result';

export function ActionDialog({ companies: selection, open, onOpenChange, onApplied }: { companies: SelectedCompany[]; open: boolean; onOpenChange: (open: boolean) => void; onApplied: () => void }) {
  const { t } = useTranslation('provider');
  // the selection as it was when the dialog opened: the list's selection is cleared once the change is applied
  const [companies, setCompanies] = useState(selection);
  const [step, setStep] = useState<Step>('form');
  const [kind, setKind] = useState<ProviderActionKind>('app-access');
  const [app, setApp] = useState('');
  const [access, setAccess] = useState<'Sanctioned' | 'Unsanctioned'>('Unsanctioned');
  const [actionType, setActionType] = useState<ActionType>('Block');
  const [flag, setFlag] = useState<FeatureFlag>('enable_dlp');
  const [value, setValue] = useState<'on' | 'off'>('on');
  const preview = useMutation(providerActionMutations.preview());
  const run = useMutation(providerActionMutations.run());
  const targetText = useTargetText();

  useEffect(() => {
    if (open) {
      setCompanies(selection);
      setStep('form');
      preview.reset();
      run.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh start each time the dialog opens
  }, [open]);

  const ids = companies.map((c) => c.id);
  const body: ProviderActionBody =
    kind === 'app-access'
      ? { action: 'app-access', company_ids: ids, app: app.trim(), access, action_type: access === 'Unsanctioned' ? actionType : null }
      : { action: 'feature-flag', company_ids: ids, flag, value: value === 'on' };

  const busy = preview.isPending || run.isPending;
  const error = step === 'form' ? preview.error : run.error;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!busy ? onOpenChange(next) : undefined)}>
      <Dialog.Content maxWidth="760px" aria-describedby={undefined}>
        <Dialog.Title>{t('actions.dialogTitle', { count: companies.length })}</Dialog.Title>
        <Text as="p" size="2" color="gray" mb="3">
          {companies.map((c) => c.name).join(', ')}
        </Text>

        {step === 'form' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              preview.mutate(body, { onSuccess: () => setStep('preview') });
            }}
          >
            <Flex direction="column" gap="3">
              <Text as="p" size="2">
                {t('actions.dialogDescription')}
              </Text>
              <LabelledSelect<ProviderActionKind>
                label={t('actions.kind')}
                value={kind}
                onChange={setKind}
                options={(['app-access', 'feature-flag'] as const).map((k) => ({ value: k, label: t(`actions.kinds.${k}`) }))}
              />
              {kind === 'app-access' ? (
                <Flex direction="column" gap="3">
                  <AppField value={app} onChange={setApp} />
                  <Flex gap="3" wrap="wrap">
                    <LabelledSelect
                      label={t('actions.access')}
                      value={access}
                      onChange={setAccess}
                      options={(['Unsanctioned', 'Sanctioned'] as const).map((a) => ({ value: a, label: t(`actions.accessTypes.${a}`) }))}
                    />
                    {access === 'Unsanctioned' ? (
                      <LabelledSelect<ActionType> label={t('actions.actionType')} value={actionType} onChange={setActionType} options={UNSANCTIONED_ACTIONS.map((a) => ({ value: a, label: a }))} />
                    ) : null}
                  </Flex>
                </Flex>
              ) : (
                <Flex gap="3" wrap="wrap">
                  <LabelledSelect<FeatureFlag> label={t('actions.flag')} value={flag} onChange={setFlag} options={FEATURE_FLAGS.map((f) => ({ value: f, label: t(`flags.${f}`) }))} />
                  <LabelledSelect<'on' | 'off'> label={t('actions.value')} value={value} onChange={setValue} options={(['on', 'off'] as const).map((v) => ({ value: v, label: t(`actions.values.${v}`) }))} />
                </Flex>
              )}
              {error ? (
                <Callout.Root color="red" role="alert">
                  <Callout.Text>{errorText(error)}</Callout.Text>
                </Callout.Root>
              ) : null}
              <Flex gap="3" justify="end" mt="2">
                <Dialog.Close>
                  <Button type="button" variant="soft" color="gray">
                    {t('actions.cancel')}
                  </Button>
                </Dialog.Close>
                <Button type="submit" loading={preview.isPending} disabled={kind === 'app-access' && app.trim() === ''}>
                  {t('actions.preview')}
                </Button>
              </Flex>
            </Flex>
          </form>
        ) : null}

        {step === 'preview' && preview.data ? (
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              {t('actions.previewTitle')}: {targetText(preview.data.action, preview.data.target)}
            </Heading>
            <Text size="2" role="status">
              {preview.data.changing === 0
                ? t('actions.nothingChanges')
                : t('actions.previewSummary', { changing: preview.data.changing, total: preview.data.companies.length, unchanged: preview.data.unchanged })}
            </Text>
            <PreviewTable preview={preview.data} />
            {error ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{errorText(error)}</Callout.Text>
              </Callout.Root>
            ) : null}
            <Flex gap="3" justify="end">
              <Button variant="soft" color="gray" disabled={busy} onClick={() => setStep('form')}>
                {t('actions.back')}
              </Button>
              <Button
                loading={run.isPending}
                disabled={preview.data.changing === 0}
                onClick={() =>
                  run.mutate(body, {
                    onSuccess: () => {
                      setStep('result');
                      onApplied();
                    },
                  })
                }
              >
                {t('actions.confirm', { count: preview.data.changing })}
              </Button>
            </Flex>
          </Flex>
        ) : null}

        {step === 'result' && run.data ? (
          <Flex direction="column" gap="3">
            <Heading as="h3" size="3">
              {t('actions.resultTitle')}
            </Heading>
            <RunResults run={run.data} />
            <Flex justify="end">
              <Dialog.Close>
                <Button>{t('actions.close')}</Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function RunDialog({ run, onClose }: { run: RunSummary | null; onClose: () => void }) {
  const { t } = useTranslation('provider');
  const targetText = useTargetText();
  const detail = useQuery({ ...providerActionQueries.run(run?.id ?? ''), enabled: run !== null });
  return (
    <Dialog.Root open={run !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <Dialog.Content maxWidth="760px" aria-describedby={undefined}>
        <Dialog.Title>{run ? t('actions.runs.detailTitle', { at: when(run.created_at), email: run.email }) : ''}</Dialog.Title>
        {run ? (
          <Text as="p" size="2" color="gray" mb="3">
            {targetText(run.action, run.target)}
          </Text>
        ) : null}
        {detail.isPending ? <Text>{t('actions.runs.loading')}</Text> : detail.isError ? <ErrorState title={t('actions.runs.notFound')} /> : <RunResults run={detail.data} />}
        <Flex justify="end" mt="3">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('actions.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The changes applied across companies, newest first; each opens its per-company result. */
export function ActionRuns() {
  const { t } = useTranslation('provider');
  const targetText = useTargetText();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<RunSummary | null>(null);
  const runs = useQuery(providerActionQueries.runs({ page, size: DEFAULT_PAGE_SIZE }));
  const total = useQuery(providerActionQueries.runCount());
  return (
    <Flex direction="column" gap="3" data-testid="action-runs">
      <Heading as="h2" size="3">
        {t('actions.runs.heading')}
      </Heading>
      <Box style={{ overflowX: 'auto' }}>
        <DataTable<RunSummary>
          caption={t('actions.runs.tableLabel')}
          size="1"
          columns={[
            { key: 'at', header: t('actions.runs.columns.at'), render: (r) => <Text style={{ whiteSpace: 'nowrap' }}>{when(r.created_at)}</Text>, rowHeader: true },
            { key: 'by', header: t('actions.runs.columns.by'), render: (r) => r.email },
            { key: 'change', header: t('actions.runs.columns.change'), render: (r) => targetText(r.action, r.target) },
            { key: 'companies', header: t('actions.runs.columns.companies'), render: (r) => r.companies },
            { key: 'outcome', header: t('actions.runs.columns.outcome'), render: (r) => t('actions.runs.outcome', { applied: r.applied, unchanged: r.unchanged, failed: r.failed }) },
            {
              key: 'action',
              header: t('actions.runs.columns.action'),
              render: (r) => (
                <Button size="1" variant="soft" onClick={() => setShown(r)} aria-label={t('actions.runs.viewLabel', { at: when(r.created_at) })}>
                  {t('actions.runs.view')}
                </Button>
              ),
            },
          ]}
          rows={runs.isError ? null : runs.data}
          rowKey={(r) => r.id}
          busy={runs.isPending}
          emptyText={t('actions.runs.empty')}
          loadingText={t('actions.runs.loading')}
          pager={{ page, size: DEFAULT_PAGE_SIZE, total: total.data ?? 0, onPageChange: setPage }}
        />
      </Box>
      <RunDialog run={shown} onClose={() => setShown(null)} />
    </Flex>
  );
}
