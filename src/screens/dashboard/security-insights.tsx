// spec part 2 §2.3 Security Insights: the Users, Endpoints, Applications and Data Security groups over
// the last 7 days (§2.1 'Last 7 days data'); percentages are whole numbers (§5); arrows open the related
// list with its filters preset (a link carries the complete filter set, so nothing stale survives).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Grid, Heading } from '@radix-ui/themes';
import type { InsightTrends } from '../../api/contract/dashboard';
import { dashboardQueries } from '../../api/queries/dashboard';
import { ANY_VALUE } from '../../app/routes/filters';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { dlpFigureHref } from '../../lib/dlp-figures';
import { DEFAULT_PRESET } from '../../lib/date-presets';
import { wholePercent } from '../../lib/percent';
import { COLORS } from './chart-items';
import { ChartDoughnut } from './chart-doughnut';
import { InsightCard } from './insight-card';
import { defaultQueryRange } from './load-order';

const LAST_7_DAYS = { range: DEFAULT_PRESET };

type Trend = InsightTrends[number];
type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The spec's subtitle wording ('N% increase from last week') with N computed from stored data: this
 * week's figure against the same figure the week before (issue 28 item 3). A figure of current state,
 * which keeps no history, and a company whose data does not reach back a week say so instead.
 */
export function trendText(trend: Trend | undefined, loaded: boolean, t: T): string {
  if (!loaded) return '';
  if (!trend) return t('insights.trend.currentState');
  const { current, previous } = trend;
  if (previous === null) return t('insights.trend.noHistory');
  if (current === previous) return t('insights.trend.noChange');
  if (previous === 0) return t('insights.trend.fromZero');
  const change = Math.round((Math.abs(current - previous) / previous) * 100);
  const percent = change === 0 ? '<1' : String(change);
  return t(current > previous ? 'insights.trend.increase' : 'insights.trend.decrease', { percent });
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Flex direction="column" gap="2" asChild>
      <section aria-label={title}>
        <Heading as="h3" size="3" color="gray">
          {title}
        </Heading>
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="3">
          {children}
        </Grid>
      </section>
    </Flex>
  );
}

export function SecurityInsights() {
  const { t } = useTranslation('dashboard');
  const range = defaultQueryRange();
  const { access } = useSession();
  // unknown until the account has loaded: asked for meanwhile, so the stats still leave first
  const dlp = access?.flags.enable_dlp !== false;
  const sensitive = useQuery({ ...dashboardQueries.sensitiveData(range), enabled: dlp });
  const users = useQuery({ ...dashboardQueries.userStats(range) });
  const devices = useQuery({ ...dashboardQueries.deviceStats(range) });
  const inactivity = useQuery(dashboardQueries.inactivity(range));
  const vul = useQuery(dashboardQueries.vul(range));
  const saas = useQuery(dashboardQueries.saasAccessType(range));
  const genAi = useQuery(dashboardQueries.genAi(range));
  const unsanctionedUsers = useQuery(dashboardQueries.saasUsersCount(range, { tag: 'Unsanctioned' }));
  const trends = useQuery(dashboardQueries.insightTrends(range));

  const card = (key: string) => ({
    id: `insight-${key}`,
    title: t(`insights.cards.${key}`),
    subtitle: trendText(trends.data?.find((x) => x.key === key), trends.isSuccess, t),
  });
  const pct = (part: number | undefined, total: number | undefined) => (part === undefined ? undefined : `${wholePercent(part, total ?? 0)}%`);

  const u = users.data;
  const d = devices.data;
  const idle = inactivity.data;
  const unsanctionedApps = saas.data ? (saas.data.y[saas.data.label.indexOf('Unsanctioned')] ?? 0) : undefined;
  const dataCards = [
    { key: 'usersWithSensitiveData', href: dlpFigureHref('usersWithSensitiveData', LAST_7_DAYS), count: sensitive.data?.total_users },
    { key: 'endpointsWithSensitiveData', href: dlpFigureHref('endpointsWithSensitiveData', LAST_7_DAYS), count: sensitive.data?.total_devices },
    { key: 'sensitiveDataDiscovered', href: dlpFigureHref('sensitiveFiles', LAST_7_DAYS), count: sensitive.data?.sensitive_files },
    { key: 'sensitiveActivityDiscovered', href: dlpFigureHref('sensitiveActivities', LAST_7_DAYS), count: sensitive.data?.total_activities },
  ] as const;

  return (
    <Flex direction="column" gap="4">
      <Group title={t('insights.groups.users')}>
        <InsightCard
          {...card('unmonitoredUsers')}
          href={linkTo('user-management', undefined, { copilot: ['not_installed'] })}
          state={users}
          count={u?.unmonitored}
          display={pct(u?.unmonitored, u?.people)}
          detail={
            u ? (
              <div style={{ width: 72 }} aria-hidden>
                <ChartDoughnut
                  height={64}
                  items={[
                    { key: 'unmonitored', label: t('insights.unmonitored'), value: u.unmonitored, color: COLORS.amber },
                    { key: 'monitored', label: t('insights.monitored'), value: u.monitored, color: COLORS.green },
                  ]}
                  hideLegend
                />
              </div>
            ) : null
          }
        />
        <InsightCard {...card('usersWithRiskyApps')} href={linkTo('users', undefined, { risky_apps: 'true', status: [ANY_VALUE] })} state={vul} count={vul.data?.vul_app_user_count} />
      </Group>
      <Group title={t('insights.groups.endpoints')}>
        <InsightCard
          {...card('nonCompliantEndpoints')}
          href={linkTo('compliance', undefined, { tab: 'endpoints', status: 'Non Compliant' })}
          state={devices}
          count={d?.noncompliant_count}
          display={pct(d?.noncompliant_count, d?.total_endpoints)}
        />
        <InsightCard
          {...card('longIdleEndpoints')}
          href={linkTo('devices', undefined, { status: ['OFFLINE_FOR_CONFIG_TIME'] })}
          state={inactivity}
          count={idle?.inactive_last_week}
          // spec part 2 §5: long idle share = inactive_last_week / (idle + active)
          display={pct(idle?.inactive_last_week, idle ? idle.idle + idle.active : undefined)}
        />
        <InsightCard {...card('endpointsWithRiskyApps')} href={linkTo('devices', undefined, { risky_apps: 'true', status: [ANY_VALUE], scope: ANY_VALUE })} state={vul} count={vul.data?.vul_app_device_count} />
      </Group>
      <Group title={t('insights.groups.applications')}>
        <InsightCard {...card('unsanctionedSaasApps')} href={linkTo('saas', undefined, { tag: 'Unsanctioned', ...LAST_7_DAYS })} state={saas} count={unsanctionedApps} />
        <InsightCard
          {...card('unsanctionedGenAiApps')}
          href={linkTo('gen-ai-apps', undefined, { tag: 'Unsanctioned', ...LAST_7_DAYS })}
          state={genAi}
          count={genAi.data?.unsanctioned_count}
        />
        <InsightCard
          {...card('usersWithUnsanctionedApps')}
          href={linkTo('saas', undefined, { tag: 'Unsanctioned', ...LAST_7_DAYS })}
          state={unsanctionedUsers}
          count={unsanctionedUsers.data}
        />
        <InsightCard {...card('usersWithGenAi')} href={linkTo('gen-ai-user', undefined, LAST_7_DAYS)} state={genAi} count={genAi.data?.user_count} />
      </Group>
      <Group title={t('insights.groups.data')}>
        {dataCards.map((c) => (
          <InsightCard key={c.key} {...card(c.key)} href={c.href} state={sensitive} count={c.count} notEnabled={dlp ? undefined : t('insights.dlpNotEnabled')} />
        ))}
      </Group>
    </Flex>
  );
}
