// /add-command, Inventory › Commands › Add command (spec part 2 §2.6, §7; issue 19): choose who it runs on
// (one endpoint, a filtered set, a group, or every endpoint) and what runs (a library command with its
// parameters, or a custom script with its shell and time-out). One endpoint is queued at once; any other
// target shows the server's frozen preview ("Will run on 37 endpoints", with the list) to confirm. Then
// the command list opens on the run (or the command), following it live.
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Card, Flex, Heading, RadioGroup, SegmentedControl, Select, Text } from '@radix-ui/themes';
import { canRunCommands } from '../../api/contract/access';
import { ENDPOINT_STATUSES, PLATFORM_FAMILIES } from '../../api/contract/catalog';
import type { CommandRun, CommandTarget } from '../../api/contract/commands';
import type { DeviceRow } from '../../api/contract/fleet';
import { fleetQueries } from '../../api/queries/fleet';
import { groupQueries } from '../../api/queries/users';
import { useSession } from '../../app/session/use-session';
import { SendCommandForm } from '../../domain/commands/send-form';
import { linkTo } from '../../lib/links';
import { ChoiceFilter } from '../../ui/choice-filter';
import { SearchBox } from '../../ui/search-box';
import { RunPreview } from './run-preview';

type TargetKind = CommandTarget['type'];
type Family = (typeof PLATFORM_FAMILIES)[number];
type EndpointStatus = (typeof ENDPOINT_STATUSES)[number];
const PICKER_SIZE = 8;
const NO_GROUP = 'none';

function EndpointPicker({ chosen, onChoose }: { chosen: DeviceRow | null; onChoose: (row: DeviceRow) => void }) {
  const { t } = useTranslation('remote-commands');
  const { t: tw } = useTranslation('command-widgets');
  const { t: tb } = useTranslation('fleet-badges');
  const [q, setQ] = useState('');
  const found = useQuery(fleetQueries.list('inventory', { q: q || undefined, page: 1, size: PICKER_SIZE, sb: 'hostname', so: 'asc' }));
  const rows = found.data ?? [];
  return (
    <Flex direction="column" gap="2">
      <Box maxWidth="360px">
        <SearchBox value={q} onSearch={setQ} label={t('add.endpointSearch')} placeholder={t('add.endpointSearch')} />
      </Box>
      {found.isPending ? (
        <Text size="2" color="gray">
          {t('add.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="2" color="gray">
          {t('add.noEndpoint')}
        </Text>
      ) : (
        <RadioGroup.Root
          value={chosen?.id ?? ''}
          onValueChange={(id) => {
            const row = rows.find((r) => r.id === id);
            if (row) onChoose(row);
          }}
          aria-label={t('add.endpoints')}
        >
          {rows.map((row) => (
            <RadioGroup.Item key={row.id} value={row.id}>
              <Text weight="medium">{row.hostname}</Text>{' '}
              <Text size="2" color="gray">
                {tw(`platform.${row.platform_family}`)} · {tb(`status.${row.status}`)}
                {row.owner ? ` · ${row.owner.email}` : ''}
              </Text>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
      {chosen && !rows.some((r) => r.id === chosen.id) ? (
        <Text size="2">{t('add.chosen', { hostname: chosen.hostname })}</Text>
      ) : null}
    </Flex>
  );
}

function GroupSelect({ value, onChange, allowNone }: { value: string | undefined; onChange: (id: string | undefined) => void; allowNone: boolean }) {
  const { t } = useTranslation('remote-commands');
  const groups = useQuery(groupQueries.options());
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" id="command-group-label">
        {t('add.group')}
      </Text>
      <Select.Root value={value ?? (allowNone ? NO_GROUP : undefined)} onValueChange={(v) => onChange(v === NO_GROUP ? undefined : v)}>
        <Select.Trigger aria-labelledby="command-group-label" placeholder={t('add.chooseGroup')} style={{ minWidth: 220 }} />
        <Select.Content position="popper">
          {allowNone ? <Select.Item value={NO_GROUP}>{t('add.anyGroup')}</Select.Item> : null}
          {(groups.data ?? []).map((g) => (
            <Select.Item key={g.id} value={g.id}>
              {g.name}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

export default function AddCommand() {
  const { t } = useTranslation('remote-commands');
  const { t: tw } = useTranslation('command-widgets');
  const { t: tb } = useTranslation('fleet-badges');
  const { access, status } = useSession();
  const navigate = useNavigate();
  const [kind, setKind] = useState<TargetKind>('endpoint');
  const [endpoint, setEndpoint] = useState<DeviceRow | null>(null);
  const [platforms, setPlatforms] = useState<Family[]>([]);
  const [statuses, setStatuses] = useState<EndpointStatus[]>([]);
  const [filterGroup, setFilterGroup] = useState<string | undefined>();
  const [filterQ, setFilterQ] = useState('');
  const [group, setGroup] = useState<string | undefined>();
  const [draft, setDraft] = useState<CommandRun | null>(null);

  // auditors and group admins follow commands but send none
  if (status !== 'ready') return null;
  if (!canRunCommands(access)) return <Navigate to={linkTo('commands')} replace />;

  const target: CommandTarget | null =
    kind === 'endpoint'
      ? endpoint
        ? { type: 'endpoint', endpoint_id: endpoint.id }
        : null
      : kind === 'filter'
        ? {
            type: 'filter',
            platform: platforms.length ? platforms : undefined,
            status: statuses.length ? statuses : undefined,
            group_id: filterGroup,
            q: filterQ || undefined,
          }
        : kind === 'group'
          ? group
            ? { type: 'group', group_id: group }
            : null
          : { type: 'all' };

  const follow = (run: CommandRun) => {
    const single = run.targets.length === 1 ? run.targets[0]?.command_id : null;
    void navigate(linkTo('commands', undefined, single ? { run: run.id, cmd: single } : { run: run.id }));
  };
  const sent = (run: CommandRun) => (run.status === 'Draft' ? setDraft(run) : follow(run));

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 880 }}>
      <Card size="3">
        <Flex direction="column" gap="3" role="group" aria-labelledby="command-targets-title">
          <Heading as="h2" size="3" id="command-targets-title">
            {t('add.targets')}
          </Heading>
          <SegmentedControl.Root
            value={kind}
            onValueChange={(v) => {
              setKind(v as TargetKind);
              setDraft(null);
            }}
            aria-label={t('add.targets')}
            style={{ maxWidth: 560 }}
          >
            {(['endpoint', 'filter', 'group', 'all'] as const).map((k) => (
              <SegmentedControl.Item key={k} value={k}>
                {t(`add.kind.${k}`)}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
          <Text size="2" color="gray">
            {t(`add.kindHint.${kind}`)}
          </Text>
          {kind === 'endpoint' ? <EndpointPicker chosen={endpoint} onChoose={setEndpoint} /> : null}
          {kind === 'filter' ? (
            <Flex gap="3" wrap="wrap" align="end">
              <ChoiceFilter<Family> label={t('add.platforms')} options={PLATFORM_FAMILIES} value={platforms} onChange={setPlatforms} text={(p) => tw(`platform.${p}`)} />
              <ChoiceFilter<EndpointStatus> label={t('add.statuses')} options={ENDPOINT_STATUSES} value={statuses} onChange={setStatuses} text={(s) => tb(`status.${s}`)} />
              <Box width="240px">
                <SearchBox value={filterQ} onSearch={setFilterQ} label={t('add.filterSearch')} placeholder={t('add.filterSearch')} />
              </Box>
              <GroupSelect value={filterGroup} onChange={setFilterGroup} allowNone />
            </Flex>
          ) : null}
          {kind === 'group' ? <GroupSelect value={group} onChange={setGroup} allowNone={false} /> : null}
        </Flex>
      </Card>
      {draft ? (
        <RunPreview run={draft} onConfirmed={follow} onDropped={() => setDraft(null)} />
      ) : (
        <Card size="3">
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">
              {t('add.what')}
            </Heading>
            <SendCommandForm
              key={kind === 'endpoint' ? `endpoint:${endpoint?.platform_family ?? ''}` : 'many'}
              target={target}
              platform={kind === 'endpoint' && endpoint && endpoint.platform_family !== 'Unknown' ? endpoint.platform_family : undefined}
              submitLabel={kind === 'endpoint' ? t('add.send') : t('add.preview')}
              onSent={sent}
            />
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
