// The help flyout (DESIGN.md ui: HelpFlyout): a topic's short description in a side panel beside the
// screen. A Radix dialog: Esc closes it and focus returns to the button that opened it.
import { Button, Dialog, Flex, IconButton, Link, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { linkTo } from '../lib/links';
import { HELP_LINKS } from './help-links';
import { Markdown } from './markdown';
import { helpTopicLink, type HelpTopic } from './topics';

const PANEL = {
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  height: '100dvh',
  maxHeight: '100dvh',
  width: 'min(440px, 100vw)',
  borderRadius: 0,
  overflowY: 'auto',
} as const;

export function HelpFlyoutContent({ topic, onNavigate }: { topic: HelpTopic | undefined; onNavigate: () => void }) {
  const { t } = useTranslation('help');
  return (
    <Dialog.Content maxWidth="440px" style={PANEL} aria-describedby={undefined} data-testid="help-flyout">
      <Flex justify="between" align="start" gap="3">
        <Dialog.Title size="5">{topic ? t(topic.titleKey) : t('ui.flyout.noTopicTitle')}</Dialog.Title>
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label={t('ui.flyout.close')}>
            <Cross2Icon />
          </IconButton>
        </Dialog.Close>
      </Flex>
      {topic ? (
        <Flex direction="column" gap="3">
          <Dialog.Description size="2" color="gray">
            {t(topic.subtitleKey)}
          </Dialog.Description>
          {topic.menuPath.length ? (
            <Text size="1" color="gray">
              {t('ui.whereToFind', { path: topic.menuPath.join(' › ') })}
            </Text>
          ) : null}
          <Markdown>{t(topic.flyoutKey, HELP_LINKS)}</Markdown>
          <Button asChild variant="soft">
            <RouterLink to={helpTopicLink(topic)} onClick={onNavigate}>
              {t('ui.flyout.readMore')}
            </RouterLink>
          </Button>
        </Flex>
      ) : (
        <Flex direction="column" gap="3">
          <Dialog.Description size="2">{t('ui.flyout.noTopic')}</Dialog.Description>
          <Link asChild size="2">
            <RouterLink to={linkTo('help-center')} onClick={onNavigate}>
              {t('ui.flyout.browse')}
            </RouterLink>
          </Link>
        </Flex>
      )}
    </Dialog.Content>
  );
}
