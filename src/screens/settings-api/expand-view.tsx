// /expand-view, Expanded View (spec part 2 §2.6 Other): About at full width, every section one under the other.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@radix-ui/themes';
import { settingsApiQueries } from '../../api/queries/settings-api';
import { usePageHeading } from '../../app/layout/page-heading';
import { ErrorState } from '../../ui/error-state';
import { AgentVersions, Licences, VersionPanels } from './about-panels';

export default function ExpandView() {
  const { t } = useTranslation('settings-api');
  usePageHeading({ subheading: t('expand.subtitle') });
  const about = useQuery(settingsApiQueries.about());
  if (about.isError) return <ErrorState />;
  if (!about.data) return <Text color="gray">{t('loading')}</Text>;
  return (
    <Flex direction="column" gap="4">
      <VersionPanels about={about.data} />
      <AgentVersions about={about.data} />
      <Licences about={about.data} />
    </Flex>
  );
}
