// /about, About Agent (issue 27; spec part 1 §2 Settings "about"): product, server and database versions,
// the agent versions of the company's endpoints and the open-source licences; /expand-view shows it wide.
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Grid, Text } from '@radix-ui/themes';
import { settingsApiQueries } from '../../api/queries/settings-api';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { AgentVersions, Licences, VersionPanels } from './about-panels';

export default function About() {
  const { t } = useTranslation('settings-api');
  usePageHeading({ subheading: t('about.subtitle') });
  const about = useQuery(settingsApiQueries.about());
  if (about.isError) return <ErrorState />;
  if (!about.data) return <Text color="gray">{t('loading')}</Text>;
  return (
    <Flex direction="column" gap="4">
      <VersionPanels about={about.data} />
      <Grid columns={{ initial: '1', lg: '2' }} gap="4" align="start">
        <AgentVersions about={about.data} />
        <Licences about={about.data} />
      </Grid>
      <Flex justify="end">
        <Button asChild variant="soft">
          <RouterLink to={linkTo('expand-view')}>{t('about.expand')}</RouterLink>
        </Button>
      </Flex>
    </Flex>
  );
}
