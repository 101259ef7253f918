// The app policy list (issue 20): every app policy of the company, by priority, with what it applies (a
// managed app or an application group), the action, targets, schedule and live reach ("applied on N of M",
// and how many comply by their installed apps). A shared widget: the Applications screen of the catalogue
// area and Application Groups can show it; the caller says whether the user may change policies.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Flex, Link, Table, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import type { AppPolicyRow } from '../../api/contract/mdm-policies';
import { mdmPoliciesMutations, mdmPoliciesQueries } from '../../api/queries/mdm-policies';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { RowActions } from '../../ui/row-actions';
import { useChangesToast } from '../../ui/use-changes-toast';

const COLUMNS = ['subject', 'action', 'targets', 'schedule', 'applied', 'compliant'] as const;
const SIZE = 100;

export function AppPolicyReachText({ policy }: { policy: Pick<AppPolicyRow, 'reach'> }) {
  const { t } = useTranslation('mdm-app-policies');
  const { applied, devices } = policy.reach;
  return (
    <Text color={devices === 0 ? 'gray' : applied === devices ? 'green' : 'amber'} weight="medium">
      {t('reach.applied', { applied, devices })}
    </Text>
  );
}

export function ScheduleText({ schedule }: { schedule: AppPolicyRow['schedule'] }) {
  const { t } = useTranslation('mdm-app-policies');
  if (schedule.kind === 'IMMEDIATE') return t('schedule.immediate');
  return t('schedule.window', { days: schedule.days.map((d) => t(`days.${d}`)).join(', '), start: schedule.start_hour, end: schedule.end_hour });
}

function PolicyRows({ rows, canChange }: { rows: AppPolicyRow[]; canChange: boolean }) {
  const { t } = useTranslation('mdm-app-policies');
  const toast = useChangesToast();
  const remove = useMutation(mdmPoliciesMutations.deletePolicy());
  return rows.map((p) => (
    <Table.Row key={p.id} align="center">
      <Table.RowHeaderCell>
        <Link asChild weight="medium">
          <RouterLink to={linkTo('edit-app-policy', { id: p.id })}>{p.subject.name}</RouterLink>
        </Link>
        <Text as="div" size="1" color="gray">
          {p.subject.kind === 'app' ? p.subject.bundle_id : t('list.groupOf', { count: p.subject.apps.length })}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell>
        <Badge color={p.action === 'INSTALL' ? 'green' : p.action === 'REMOVE' ? 'red' : 'orange'}>{t(`actions.${p.action}`)}</Badge>
      </Table.Cell>
      <Table.Cell>
        <Text size="2">{t('list.targets', { people: p.people, groups: p.groups.length ? p.groups.map((g) => g.name).join(', ') : t('list.noGroups') })}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text size="2">
          <ScheduleText schedule={p.schedule} />
        </Text>
      </Table.Cell>
      <Table.Cell>
        <AppPolicyReachText policy={p} />
      </Table.Cell>
      <Table.Cell>
        <Text size="2">{t('reach.compliant', { compliant: p.reach.compliant, devices: p.reach.devices })}</Text>
      </Table.Cell>
      {canChange ? (
        <RowActions
          edit={{ href: linkTo('edit-app-policy', { id: p.id }), label: t('list.edit', { name: p.subject.name }) }}
          remove={{
            label: t('list.remove', { name: p.subject.name }),
            title: t('list.removeTitle'),
            description: t('list.removeText', { name: p.subject.name }),
            onConfirm: async () => {
              await remove.mutateAsync(p.id);
              toast(t('list.removed', { name: p.subject.name }));
            },
          }}
        />
      ) : null}
    </Table.Row>
  ));
}

export function AppPolicyList({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation('mdm-app-policies');
  const list = useQuery(mdmPoliciesQueries.policies({ page: 1, size: SIZE }));
  const count = useQuery(mdmPoliciesQueries.policyCount({}));
  return (
    <Flex direction="column" gap="3" data-testid="app-policies">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column">
          <Text as="p" size="3" weight="bold">
            {t('list.title')}
          </Text>
          <Text size="2" color="gray" aria-live="polite">
            {count.isSuccess ? t('list.total', { count: count.data }) : '\u00a0'}
          </Text>
        </Flex>
        {canChange ? (
          <Button asChild>
            <RouterLink to={linkTo('add-app-policy')}>
              <PlusIcon aria-hidden /> {t('list.add')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>
      <DataTable
        caption={t('list.table')}
        columns={COLUMNS.map((column) => ({ key: column, header: t(`list.columns.${column}`) }))}
        rows={list.isError ? null : list.data}
        busy={list.isPending}
        emptyText={t('list.empty')}
        loadingText={t('list.loading')}
        hasActions={canChange}
        actionsLabel={t('list.actions')}
        renderRows={(rows) => <PolicyRows rows={rows} canChange={canChange} />}
      />
    </Flex>
  );
}
