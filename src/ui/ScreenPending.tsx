// The one placeholder for a route whose screen has not been built yet (DESIGN.md "what every area
// adds": a slice replaces its routes' ScreenPending). Never a blank page.
import { Box, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface ScreenPendingProps {
  route: { readonly title: string; readonly spec: string };
  homeHref: string;
  /** h1 when no breadcrumb bar above carries the page heading */
  headingLevel?: 'h1' | 'h2';
}

export function ScreenPending({ route, homeHref, headingLevel = 'h2' }: ScreenPendingProps) {
  const { t } = useTranslation('shell');
  return (
    <Box py="2" data-testid="screen-pending">
      <Card size="3" style={{ maxWidth: 640 }}>
        <Flex direction="column" gap="3">
          <Heading as={headingLevel} size="5">
            {route.title}
          </Heading>
          <Text as="p" color="gray">
            {t('pending.body')} {t('pending.spec', { spec: route.spec })}
          </Text>
          <Text as="p">
            <Link asChild>
              <RouterLink to={homeHref}>{t('pending.home')}</RouterLink>
            </Link>
          </Text>
        </Flex>
      </Card>
    </Box>
  );
}
