// /help-center/:name and /help-center/:name/:child (spec part 2 §9): one topic's title, subtitle, short
// (flyout) description and full guide, where to find the screen, and the neighbouring topics.
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Flex, Heading, Link, Separator, Text } from '@radix-ui/themes';
import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { canOpen } from '../../app/can-open';
import { routeById } from '../../app/routes/table';
import { useSession } from '../../app/session/use-session';
import { HELP_LINKS } from '../../help/help-links';
import { Markdown } from '../../help/markdown';
import { childTopics, findTopic, helpTopicLink, type HelpTopic } from '../../help/topics';
import { linkTo } from '../../lib/links';
import { HelpPage } from './help-page';

function TopicList({ title, topics }: { title: string; topics: readonly HelpTopic[] }) {
  const { t } = useTranslation('help');
  if (!topics.length) return null;
  return (
    <Box>
      <Heading as="h2" size="3" mb="2">
        {title}
      </Heading>
      <Flex asChild direction="column" gap="2">
        <ul style={{ margin: 0, paddingLeft: '1.1em' }}>
          {topics.map((c) => (
            <li key={c.id}>
              <Link asChild size="2">
                <RouterLink to={helpTopicLink(c)}>{t(c.titleKey)}</RouterLink>
              </Link>
              <Text as="span" size="2" color="gray">{` — ${t(c.subtitleKey)}`}</Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Box>
  );
}

function BackToIndex() {
  const { t } = useTranslation('help');
  return (
    <Link asChild size="2">
      <RouterLink to={linkTo('help-center')}>
        <ArrowLeftIcon aria-hidden /> {t('ui.topic.backToIndex')}
      </RouterLink>
    </Link>
  );
}

function TopicNotFound({ path }: { path: string }) {
  const { t } = useTranslation('help');
  return (
    <HelpPage title={t('ui.topic.notFoundTitle')}>
      <Flex direction="column" gap="3" align="start" role="alert">
        <Text as="p">{t('ui.topic.notFoundBody', { path })}</Text>
        <BackToIndex />
      </Flex>
    </HelpPage>
  );
}

export default function HelpTopicScreen() {
  const { t } = useTranslation('help');
  const { access } = useSession();
  const { name = '', child } = useParams();
  const topic = findTopic(name, child);
  if (!topic) return <TopicNotFound path={`/help-center/${name}${child ? `/${child}` : ''}`} />;
  const parent = topic.child ? findTopic(topic.name) : undefined;
  const screen = topic.routeId && canOpen(topic.routeId, access) ? routeById(topic.routeId) : undefined;
  const siblings = parent ? childTopics(topic.name).filter((c) => c.id !== topic.id) : childTopics(topic.name);
  return (
    <HelpPage title={t(topic.titleKey)} subtitle={t(topic.subtitleKey)}>
      <Flex direction="column" gap="4">
        <Flex gap="4" align="center" wrap="wrap">
          <BackToIndex />
          {parent ? (
            <Link asChild size="2">
              <RouterLink to={helpTopicLink(parent)}>{t('ui.topic.parent', { title: t(parent.titleKey) })}</RouterLink>
            </Link>
          ) : null}
        </Flex>
        <Card size="3" asChild>
          <article data-testid="help-topic">
            <Flex direction="column" gap="3">
              {topic.menuPath.length ? (
                <Text as="p" size="2" color="gray">
                  {t('ui.whereToFind', { path: topic.menuPath.join(' › ') })}
                </Text>
              ) : null}
              <Box data-testid="help-flyout-text">
                <Heading as="h2" size="3" mb="2">
                  {t('ui.topic.inShort')}
                </Heading>
                <Markdown>{t(topic.flyoutKey, HELP_LINKS)}</Markdown>
              </Box>
              <Separator size="4" />
              <Box data-testid="help-page-text">
                <Heading as="h2" size="3" mb="2">
                  {t('ui.topic.details')}
                </Heading>
                <Markdown>{t(topic.pageKey, HELP_LINKS)}</Markdown>
              </Box>
              {screen ? (
                <Box>
                  <Button asChild>
                    <RouterLink to={linkTo(topic.routeId!)}>{t('ui.topic.openScreen', { title: screen.title })}</RouterLink>
                  </Button>
                </Box>
              ) : null}
            </Flex>
          </article>
        </Card>
        <TopicList title={parent ? t('ui.topic.related', { title: t(parent.titleKey) }) : t('ui.topic.children')} topics={siblings} />
      </Flex>
    </HelpPage>
  );
}
