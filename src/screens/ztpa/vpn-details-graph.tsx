// /vpn-details/{name}/graph (spec part 2 §2.6): the destination's traffic and connections per day.
import { useTranslation } from 'react-i18next';
import { Grid } from '@radix-ui/themes';
import { ConnectionsPerDay, TrafficPerDay } from './destination-charts';
import { useDestination } from './vpn-details';

export default function VpnDetailsGraph() {
  const { t } = useTranslation('ztpa');
  const { detail } = useDestination();
  const state = { isPending: detail.isPending, error: detail.error, isEmpty: false };
  const series = detail.data?.series ?? [];
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="3">
      <TrafficPerDay title={t('details.perDay')} state={state} series={series} />
      <ConnectionsPerDay title={t('details.connectionsPerDay')} state={state} series={series} />
    </Grid>
  );
}
