// spec part 1 §8 and part 2 §4, §8: every chart or card is loading ('Loading'), in error (title 'Looks
// like we're experiencing a temporary hiccup.' for HTTP 408, otherwise the response's exception text;
// subtitle always 'Please try again in a few moments.'), empty ('Data not available' when every value is
// zero) or showing its data.
import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { ErrorState } from './error-state';

export interface ChartState {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
}

/** The §8 title for a failed chart request. */
export function chartErrorTitle(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.status === 408 ? fallback : error.exception;
  return fallback;
}

export interface ChartCardProps {
  title: ReactNode;
  /** the card header opens the matching list (spec part 2 §2.2) */
  titleLink?: string;
  titleLinkLabel?: string;
  subtitle?: ReactNode;
  /** the card's own controls, such as its date-range picker */
  actions?: ReactNode;
  state: ChartState;
  minHeight?: string;
  children: ReactNode;
}

export function ChartCard({ title, titleLink, titleLinkLabel, subtitle, actions, state, minHeight = '220px', children }: ChartCardProps) {
  const { t } = useTranslation('ui');
  let body: ReactNode;
  if (state.error) body = <ErrorState title={chartErrorTitle(state.error, t('error.title'))} subtitle={t('error.subtitle')} />;
  else if (state.isPending) body = <Text color="gray">{t('chart.loading')}</Text>;
  else if (state.isEmpty) body = <Text color="gray">{t('chart.empty')}</Text>;
  else body = children;
  const centred = Boolean(state.error || state.isPending || state.isEmpty);

  return (
    <Card size="2" aria-busy={state.isPending}>
      <Flex justify="between" align="start" gap="3" mb="3">
        <Box>
          <Heading as="h3" size="3">
            {titleLink ? (
              <ThemeLink asChild highContrast underline="hover">
                <Link to={titleLink} aria-label={titleLinkLabel}>
                  {title} <ArrowRightIcon aria-hidden style={{ verticalAlign: 'middle' }} />
                </Link>
              </ThemeLink>
            ) : (
              title
            )}
          </Heading>
          {subtitle ? (
            <Text as="p" size="1" color="gray">
              {subtitle}
            </Text>
          ) : null}
        </Box>
        {actions ? <Flex gap="2">{actions}</Flex> : null}
      </Flex>
      <Flex direction="column" justify={centred ? 'center' : 'start'} align={centred ? 'center' : 'stretch'} style={{ minHeight }}>
        {body}
      </Flex>
    </Card>
  );
}
