// The website inventory's charts: screen time per website, category or person (bars that open the
// next drill-down) and screen time per day. recharts' SVG cannot be reached by keyboard, so each chart
// also lists its values as links or a table.
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Flex, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import { addDays, format, parseISO, startOfDay } from 'date-fns';
import type { UsageDay } from '../../api/contract/websites';
import { formatDuration } from '../../lib/format';

export interface UsageItem {
  key: string;
  label: string;
  /** weighted screen time in seconds */
  seconds: number;
  href?: string;
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

export function UsageBars({ items }: { items: readonly UsageItem[] }) {
  const { t } = useTranslation('websites');
  const navigate = useNavigate();
  const height = Math.max(160, items.length * 34);
  return (
    <div>
      <div aria-hidden style={{ height }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height }}>
          <BarChart layout="vertical" data={items.map((i) => ({ name: i.label, hours: hours(i.seconds) }))} margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" tick={{ fontSize: 11 }} unit="h" />
            <YAxis type="category" dataKey="name" width={160} tick={{ fontSize: 11 }} interval={0} />
            <Tooltip formatter={(value) => [`${String(value)}h`, t('columns.screenTime')]} />
            <Bar
              dataKey="hours"
              fill="var(--accent-9)"
              isAnimationActive={false}
              cursor="pointer"
              onClick={(_, index) => {
                const href = items[index]?.href;
                if (href) void navigate(href);
              }}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Flex asChild direction="column" gap="1" m="0" p="0" mt="2" style={{ listStyle: 'none' }}>
        <ul aria-label={t('chart.values')}>
          {items.map((item) => (
            <li key={item.key}>
              <Text size="1">
                {item.href ? (
                  <Link asChild>
                    <RouterLink to={item.href}>{item.label}</RouterLink>
                  </Link>
                ) : (
                  item.label
                )}
                {' — '}
                {formatDuration(item.seconds)}
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
    </div>
  );
}

/** Every day of the range, with the days without usage at zero (the API lists only days with usage). */
export function fillDays(days: readonly UsageDay[], range?: { s: number; e: number }): UsageDay[] {
  if (!range) return [...days];
  const known = new Map(days.map((d) => [d.date, d]));
  const out: UsageDay[] = [];
  for (let day = startOfDay(new Date(range.s)); day.getTime() <= range.e && out.length < 400; day = addDays(day, 1)) {
    const date = format(day, 'yyyy-MM-dd');
    out.push(known.get(date) ?? { date, weighted_duration: 0, duration: 0, sessions: 0, users: 0, endpoints: 0 });
  }
  return out;
}

/** Screen time per UTC day of the range (the rollups' days; docs/DECISIONS.md "Rollup days are UTC dates"). */
export function UsageSeries({ days: given, range }: { days: readonly UsageDay[]; range?: { s: number; e: number } }) {
  const { t } = useTranslation('websites');
  const days = fillDays(given, range);
  const data = days.map((d) => ({ day: format(parseISO(d.date), 'MM/dd'), hours: hours(d.weighted_duration), sessions: d.sessions }));
  return (
    <div>
      <div aria-hidden style={{ height: 240 }}>
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height: 240 }}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} />
            <YAxis tick={{ fontSize: 11 }} unit="h" />
            <Tooltip formatter={(value) => [`${String(value)}h`, t('columns.screenTime')]} />
            <Bar dataKey="hours" fill="var(--accent-9)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <VisuallyHidden>
        <table>
          <caption>{t('chart.perDay')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.screenTime')}</th>
              <th scope="col">{t('columns.sessions')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{format(parseISO(d.date), 'MM/dd/yyyy')}</td>
                <td>{formatDuration(d.weighted_duration)}</td>
                <td>{d.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
}
