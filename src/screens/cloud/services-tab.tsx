// The two tabs of /cloud-services (issue 22): one exposure's services (GET and HEAD /cloud-services with
// exposure), searchable, sorted and paged on the server; admins publish, edit and remove them.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Code, Flex, IconButton, Select, Text, TextField } from '@radix-ui/themes';
import { Pencil1Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { canChangeCloud } from '../../api/contract/access';
import { CLOUD_SERVICE_SORTS, SERVICE_EXPOSURES, type CloudServiceBody, type CloudServiceRow, type ServiceExposure } from '../../api/contract/cloud';
import { DEFAULT_PAGE_SIZE } from '../../api/contract/common';
import { cloudMutations, cloudQueries } from '../../api/queries/cloud';
import { drillDownFilters } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { SearchBox } from '../../ui/search-box';
import { useListParams } from '../../ui/use-list-params';
import { FormDialog } from './form-dialog';

type Sort = (typeof CLOUD_SERVICE_SORTS)[number];
type Draft = Omit<CloudServiceBody, 'port'> & { port: string };

function ServiceDialog({ exposure, service }: { exposure: ServiceExposure; service?: CloudServiceRow }) {
  const { t } = useTranslation('cloud');
  const client = useQueryClient();
  const save = useMutation(cloudMutations.saveService(client));
  const agents = useQuery(cloudQueries.agents({ page: 1, size: 100 }));
  const [draft, setDraft] = useState<Draft>({
    agent_id: service?.agent_id ?? '', name: service?.name ?? '', exposure: service?.exposure ?? exposure, host: service?.host ?? '',
    port: service ? String(service.port) : '', protocol: service?.protocol ?? 'tcp',
  });
  const port = /^\d+$/.test(draft.port.trim()) ? Number(draft.port) : Number.NaN;
  return (
    <FormDialog
      trigger={
        service ? (
          <IconButton variant="ghost" aria-label={t('services.edit', { name: service.name })}>
            <Pencil1Icon />
          </IconButton>
        ) : (
          <Button>
            <PlusIcon aria-hidden />
            {t('services.add')}
          </Button>
        )
      }
      title={service ? t('services.editTitle', { name: service.name }) : t('services.addTitle')}
      submitLabel={t('form.save')}
      onSubmit={async () => {
        await save.mutateAsync({ id: service?.id, body: { ...draft, port } });
      }}
    >
      {(errors) => (
        <>
          <FormField label={t('services.fields.agent')} error={errors.agent_id}>
            {(control) => (
              <Select.Root value={draft.agent_id || undefined} onValueChange={(agent_id) => setDraft({ ...draft, agent_id })}>
                <Select.Trigger {...control} placeholder={agents.data?.length === 0 ? t('services.fields.noAgent') : t('services.fields.chooseAgent')} />
                <Select.Content position="popper">
                  {(agents.data ?? []).map((a) => (
                    <Select.Item key={a.id} value={a.id}>
                      {`${a.name} (${a.provider} ${a.region})`}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
          <FormField label={t('services.fields.name')} error={errors.name}>
            {(control) => <TextField.Root {...control} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />}
          </FormField>
          <FormField label={t('services.fields.exposure')} error={errors.exposure}>
            {(control) => (
              <Select.Root value={draft.exposure} onValueChange={(v) => setDraft({ ...draft, exposure: v as ServiceExposure })}>
                <Select.Trigger {...control} />
                <Select.Content position="popper">
                  {SERVICE_EXPOSURES.map((x) => (
                    <Select.Item key={x} value={x}>
                      {t(`services.exposure.${x}`)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          </FormField>
          <FormField label={t('services.fields.host')} error={errors.host}>
            {(control) => <TextField.Root {...control} value={draft.host} onChange={(e) => setDraft({ ...draft, host: e.target.value })} />}
          </FormField>
          <Flex gap="3">
            <Box flexGrow="1">
              <FormField label={t('services.fields.port')} error={errors.port}>
                {(control) => <TextField.Root {...control} inputMode="numeric" value={draft.port} onChange={(e) => setDraft({ ...draft, port: e.target.value })} />}
              </FormField>
            </Box>
            <Box flexGrow="1">
              <FormField label={t('services.fields.protocol')} error={errors.protocol}>
                {(control) => (
                  <Select.Root value={draft.protocol} onValueChange={(v) => setDraft({ ...draft, protocol: v as 'tcp' | 'udp' })}>
                    <Select.Trigger {...control} />
                    <Select.Content position="popper">
                      <Select.Item value="tcp">TCP</Select.Item>
                      <Select.Item value="udp">UDP</Select.Item>
                    </Select.Content>
                  </Select.Root>
                )}
              </FormField>
            </Box>
          </Flex>
        </>
      )}
    </FormDialog>
  );
}

function RemoveService({ service }: { service: CloudServiceRow }) {
  const { t } = useTranslation('cloud');
  const client = useQueryClient();
  const remove = useMutation(cloudMutations.deleteService(client));
  return (
    <ConfirmDialog
      trigger={
        <IconButton variant="ghost" color="red" aria-label={t('services.remove', { name: service.name })}>
          <TrashIcon />
        </IconButton>
      }
      title={t('services.removeTitle', { name: service.name })}
      description={t('services.removeText')}
      confirmLabel={t('form.remove')}
      onConfirm={() => remove.mutateAsync(service.id)}
    />
  );
}

export function ServicesTab({ exposure }: { exposure: ServiceExposure }) {
  const { t } = useTranslation('cloud');
  const { access } = useSession();
  const mayChange = canChangeCloud(access);
  const { params, update } = useListParams(drillDownFilters);
  const sb: Sort = (CLOUD_SERVICE_SORTS as readonly string[]).includes(params.sb ?? '') ? (params.sb as Sort) : 'name';
  const so = params.so ?? 'asc';
  const page = params.page ?? 1;
  const filters = { q: params.q, exposure, sb, so };
  const list = useQuery(cloudQueries.services({ ...filters, page, size: DEFAULT_PAGE_SIZE }));
  const count = useQuery(cloudQueries.serviceCount(filters));
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t(`services.intro.${exposure}`)}
      </Text>
      <Flex gap="2" wrap="wrap" align="center">
        <Box width="280px" maxWidth="100%">
          <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('services.search')} placeholder={t('services.searchPlaceholder')} />
        </Box>
        <Text size="2" color="gray" aria-live="polite" data-testid="cloud-services-total">
          {count.isSuccess ? t('services.total', { count: count.data }) : '\u00a0'}
        </Text>
        {mayChange ? (
          <Box ml="auto">
            <ServiceDialog exposure={exposure} />
          </Box>
        ) : null}
      </Flex>
      <DataTable<CloudServiceRow>
        caption={t(`services.caption.${exposure}`)}
        size="2"
        columns={[
          { key: 'name', header: t('services.columns.name'), rowHeader: true, sortBy: 'name', firstOrder: 'asc', render: (s) => <Text weight="medium">{s.name}</Text> },
          { key: 'agent', header: t('services.columns.agent'), sortBy: 'agent', firstOrder: 'asc', render: (s) => `${s.agent} (${s.provider})` },
          { key: 'host', header: t('services.columns.host'), sortBy: 'host', firstOrder: 'asc', render: (s) => <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>{`${s.host}:${s.port}/${s.protocol}`}</Code> },
          ...(mayChange
            ? [
                {
                  key: 'actions', header: t('actions'), align: 'right' as const,
                  render: (s: CloudServiceRow) => (
                    <Flex gap="3" justify="end">
                      <ServiceDialog exposure={exposure} service={s} />
                      <RemoveService service={s} />
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
        rows={list.isError ? null : list.data}
        rowKey={(s) => s.id}
        busy={list.isPending}
        error={list.isError ? {} : undefined}
        emptyText={params.q ? t('noMatch') : t(`services.empty.${exposure}`)}
        loadingText={t('loading')}
        sort={{ by: sb, order: so, onSort: (by, order) => update({ sb: by, so: order }) }}
        pager={{ page, size: DEFAULT_PAGE_SIZE, total: count.data ?? 0, onPageChange: (next) => update({ page: next }) }}
      />
    </Flex>
  );
}
