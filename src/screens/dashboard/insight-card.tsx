// One Security Insights card (spec part 2 §2.3): a count or a whole-number percentage, '0 All Clear'
// with a success message at zero, a static subtitle, and an arrow to the related list. A card for a
// feature the company does not have says so, never 'All Clear' (issue 28 item 4).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '@radix-ui/react-icons';
import { DashboardChart } from './dashboard-chart';

export interface InsightCardProps {
  id: string;
  title: string;
  subtitle: string;
  href: string;
  state: { isPending: boolean; error: unknown };
  /** the count the card is about; 0 shows 'All Clear' */
  count: number | undefined;
  /** shown instead of the count, e.g. '12%' */
  display?: string;
  detail?: ReactNode;
  /** the feature behind the card is off for this company: this sentence replaces the figure and the link */
  notEnabled?: string;
}

export function InsightCard({ id, title, subtitle, href, state, count, display, detail, notEnabled }: InsightCardProps) {
  const { t } = useTranslation('dashboard');
  if (notEnabled) {
    return (
      <DashboardChart id={id} title={title} subtitle={t('insights.notEnabled')} minHeight="96px" state={{ isPending: false, error: null, isEmpty: false }}>
        <Text as="p" size="2" color="gray" data-figure={id} data-state="not-enabled">
          {notEnabled}
        </Text>
      </DashboardChart>
    );
  }
  return (
    <DashboardChart
      id={id}
      title={title}
      titleLink={href}
      titleLinkLabel={t('open', { name: title })}
      subtitle={subtitle}
      minHeight="96px"
      state={{ ...state, isEmpty: false }}
    >
      {count === 0 ? (
        <Flex direction="column" gap="1" data-figure={id} data-value={0}>
          <Text size="7" weight="bold">
            0 <Text color="green">{t('insights.allClear')}</Text>
          </Text>
          <Text size="2" color="green" role="status">
            <CheckCircledIcon aria-hidden style={{ verticalAlign: 'middle' }} /> {t('insights.allClearMessage')}
          </Text>
        </Flex>
      ) : (
        <Flex align="center" justify="between" gap="3">
          <Text size="7" weight="bold" data-figure={id} data-value={count}>
            {display ?? count}
          </Text>
          {detail}
        </Flex>
      )}
    </DashboardChart>
  );
}
