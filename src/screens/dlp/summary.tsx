// Small read-only blocks of the DLP detail screens: a row of figures and a "not found" state.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';

export function Figures({ items, label }: { items: { key: string; label: string; value: ReactNode }[]; label: string }) {
  return (
    <Grid columns={{ initial: '2', sm: '3', md: String(Math.min(items.length, 6)) }} gap="3" role="group" aria-label={label}>
      {items.map((i) => (
        <Card key={i.key}>
          <Flex direction="column" gap="1">
            <Text size="1" color="gray">
              {i.label}
            </Text>
            <Text size="5" weight="bold">
              {i.value}
            </Text>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}

export function NotFound({ what }: { what: string }) {
  const { t } = useTranslation('dlp');
  return (
    <Card>
      <Flex direction="column" gap="2" p="2">
        <Heading as="h2" size="3">
          {t('notFound.title', { what })}
        </Heading>
        <Text color="gray">{t('notFound.subtitle')}</Text>
      </Flex>
    </Card>
  );
}

/** A path parameter that names a stored row (a uuid); anything else is not found without asking the server. */
export const isRowId = (value: string | undefined): value is string => !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The server answered that the row does not exist (or the id is not one). */
export const isMissing = (error: unknown) => error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
