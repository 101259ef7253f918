// /vpn-users-graph/{subnet}/{userName} (Inventory › ZTPA; spec part 2 §2.6, issue 22): one person's use of
// one destination over the range — traffic and connections per day, and their latest connections.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ztpaQueries } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatBytes } from '../../lib/format';
import { DateRangePicker } from '../../ui/date-range-picker';
import { useDateRange } from '../../ui/use-date-range';
import { ConnectionsPerDay, TrafficPerDay } from './destination-charts';
import { rangeQuery } from './parts';
import { LogTable } from './ztpa-logs';

export default function VpnUsersGraph() {
  const { t } = useTranslation('ztpa');
  const { subnet = '', userName = '' } = useParams();
  const [range, setRange] = useDateRange();
  const graph = useQuery(ztpaQueries.destinationUser(subnet, userName, rangeQuery(range)));
  const user = graph.data?.user;
  usePageHeading({ heading: user?.name ?? userName, subheading: t('userGraph.subtitle', { user: user?.name ?? userName, subnet }) });
  const state = { isPending: graph.isPending, error: graph.error, isEmpty: false };
  const series = graph.data?.series ?? [];
  const recent = graph.isPending ? undefined : (graph.data?.recent ?? null);

  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        {user ? (
          <Text size="2" color="gray" data-testid="user-summary">
            {user.email} · {t('details.summary', { people: 1, connections: user.connections, bytes: formatBytes(user.bytes_in + user.bytes_out) })}
          </Text>
        ) : null}
        <Box ml="auto">
          <DateRangePicker value={range} onChange={setRange} label={t('range')} />
        </Box>
      </Flex>
      <Grid columns={{ initial: '1', md: '2' }} gap="3">
        <TrafficPerDay title={t('userGraph.perDay')} state={state} series={series} />
        <ConnectionsPerDay title={t('details.connectionsPerDay')} state={state} series={series} />
      </Grid>
      <Heading as="h2" size="3">
        {t('userGraph.connections')}
      </Heading>
      <LogTable
        caption={t('userGraph.caption', { user: user?.name ?? userName, subnet })}
        rows={recent}
        busy={graph.isPending}
        emptyText={t('userGraph.empty')}
      />
    </Flex>
  );
}
