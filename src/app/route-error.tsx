// spec part 1 §8 and part 2 §8: the generic error placeholder, shown when a screen fails to render or
// its chunk failed to load after the one automatic reload.
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { ReloadIcon } from '@radix-ui/react-icons';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function ErrorPage({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Flex direction="column" align="center" justify="center" gap="3" p="6" role="alert" className="error-page">
      <Heading as="h1" size="5" align="center">
        {t('error.title')}
      </Heading>
      <Text as="p" color="gray" align="center">
        {t('error.subtitle')}
      </Text>
      <Button onClick={onReload}>
        <ReloadIcon aria-hidden />
        {t('error.reload')}
      </Button>
    </Flex>
  );
}

export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV && error) console.error(error);
  return <ErrorPage />;
}
