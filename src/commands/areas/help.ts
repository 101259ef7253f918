// Help topics (spec part 2 §9), from src/help/topics.ts: '?' lists them, each opens its help-centre
// page; the 'Help Topic' and 'Help Article' routes take a topic as their entity step.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { HELP_TOPICS, helpTopicLink, type HelpTopic } from '../../help/topics';
import { entityStep } from '../route-commands';
import type { Command, CommandArea, CommandContext, NavigateCommand } from '../types';

function topicCommand(topic: HelpTopic, th: TFunction<'help'>, badge: string): NavigateCommand {
  return {
    kind: 'navigate',
    id: `help:${topic.id}`,
    scope: 'help',
    badge,
    title: th(topic.titleKey),
    subtitle: topic.menuPath.join(' › '),
    keywords: [...topic.keywords, th(topic.subtitleKey)],
    href: helpTopicLink(topic),
  };
}

function useTopicCommands(ctx: CommandContext, which: (topic: HelpTopic) => boolean): readonly Command[] {
  const { t: th } = useTranslation('help');
  const { t } = ctx;
  return useMemo(() => HELP_TOPICS.filter(which).map((topic) => topicCommand(topic, th, t('badge.help'))), [th, t, which]);
}

const isParent = (topic: HelpTopic) => topic.child === undefined;
const isChild = (topic: HelpTopic) => topic.child !== undefined;
const any = () => true;

function useParentTopics(ctx: CommandContext) {
  return useTopicCommands(ctx, isParent);
}

function useChildTopics(ctx: CommandContext) {
  return useTopicCommands(ctx, isChild);
}

export const helpArea: CommandArea = {
  id: 'help',
  entityRoutes: ['help-center-topic', 'help-center-article'],
  useCommands(ctx) {
    const topics = useTopicCommands(ctx, any);
    const { access, t } = ctx;
    return useMemo(() => {
      const steps = [
        entityStep('help-center-topic', access, t, { useCommands: useParentTopics }),
        entityStep('help-center-article', access, t, { useCommands: useChildTopics }),
      ].filter((s) => s !== null);
      return [...steps, ...topics];
    }, [topics, access, t]);
  },
};
