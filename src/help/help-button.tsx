// The help button of the breadcrumb bar: opens the flyout of the current route's help topic (its own,
// or the nearest parent route's), without leaving the screen.
import { useState } from 'react';
import { Dialog, IconButton, Tooltip } from '@radix-ui/themes';
import { QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../app/routes/types';
import { routeTrail } from '../app/routes/table';
import { HelpFlyoutContent } from './help-flyout';
import { topicById, type HelpTopic } from './topics';

export function topicForRoute(route: RouteDef): HelpTopic | undefined {
  const withHelp = routeTrail(route).reverse().find((r) => r.help);
  return withHelp?.help ? topicById(withHelp.help) : undefined;
}

export function HelpButton({ route }: { route: RouteDef }) {
  const { t } = useTranslation('help');
  const [open, setOpen] = useState(false);
  const topic = topicForRoute(route);
  const label = topic ? t('ui.button.topic', { title: t(topic.titleKey) }) : t('ui.button.general');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Tooltip content={label}>
        <Dialog.Trigger>
          <IconButton variant="soft" color="gray" aria-label={label}>
            <QuestionMarkCircledIcon />
          </IconButton>
        </Dialog.Trigger>
      </Tooltip>
      <HelpFlyoutContent topic={topic} onNavigate={() => setOpen(false)} />
    </Dialog.Root>
  );
}
