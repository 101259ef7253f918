import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export function CenteredLoading() {
  const { t } = useTranslation('shell');
  return (
    <Flex role="status" align="center" justify="center" gap="2" className="centered-loading">
      <Spinner size="3" />
      <Text color="gray">{t('loading')}</Text>
    </Flex>
  );
}
