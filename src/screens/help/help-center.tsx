// /help-center (spec part 2 §9): every help topic by area, and a search over their texts. The search
// lives in the URL (?q=) so a result list can be linked to.
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Card, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { createHelpSearch, helpSearchEntries } from '../../help/search';
import { childTopics, helpTopicLink, parentTopics, type HelpTopic } from '../../help/topics';
import { SearchBox } from '../../ui/search-box';
import { HelpPage } from './help-page';

function TopicLink({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation('help');
  return (
    <Link asChild size="2">
      <RouterLink to={helpTopicLink(topic)}>{t(topic.titleKey)}</RouterLink>
    </Link>
  );
}

function Index() {
  const { t } = useTranslation('help');
  return (
    <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4" asChild>
      <ul aria-label={t('ui.center.topicsLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {parentTopics().map((parent) => (
          <Card asChild size="2" key={parent.id}>
            <li>
              <Heading as="h2" size="4">
                <Link asChild>
                  <RouterLink to={helpTopicLink(parent)}>{t(parent.titleKey)}</RouterLink>
                </Link>
              </Heading>
              <Text as="p" size="2" color="gray" mb="2">
                {t(parent.subtitleKey)}
              </Text>
              <Flex asChild direction="column" gap="1">
                <ul style={{ margin: 0, paddingLeft: '1.1em' }}>
                  {childTopics(parent.name).map((c) => (
                    <li key={c.id}>
                      <TopicLink topic={c} />
                    </li>
                  ))}
                </ul>
              </Flex>
            </li>
          </Card>
        ))}
      </ul>
    </Grid>
  );
}

function Results({ query }: { query: string }) {
  const { t } = useTranslation('help');
  const search = useMemo(() => createHelpSearch(helpSearchEntries(t)), [t]);
  const results = search(query);
  return (
    <Box>
      <Text as="p" size="2" role="status" mb="3">
        {results.length ? t('ui.center.results', { count: results.length, query }) : t('ui.center.noResults', { query })}
      </Text>
      <Flex asChild direction="column" gap="3">
        <ul aria-label={t('ui.center.topicsLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {results.map((r) => (
            <Card asChild size="2" key={r.topic.id}>
              <li>
                <Heading as="h2" size="3">
                  <TopicLink topic={r.topic} />
                </Heading>
                <Text as="p" size="2" color="gray">
                  {r.subtitle}
                </Text>
                {r.topic.menuPath.length ? (
                  <Text as="p" size="1" color="gray">
                    {t('ui.whereToFind', { path: r.topic.menuPath.join(' › ') })}
                  </Text>
                ) : null}
              </li>
            </Card>
          ))}
        </ul>
      </Flex>
    </Box>
  );
}

export default function HelpCenter() {
  const { t } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <HelpPage title={t('ui.center.title')} subtitle={t('ui.center.intro')}>
      <Box maxWidth="520px" mb="4">
        <SearchBox
          value={query}
          label={t('ui.center.searchLabel')}
          placeholder={t('ui.center.searchPlaceholder')}
          onSearch={(term) => setParams(term ? { q: term } : {}, { replace: true })}
        />
      </Box>
      {query ? <Results query={query} /> : <Index />}
    </HelpPage>
  );
}
