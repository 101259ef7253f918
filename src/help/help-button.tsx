// The help button of the breadcrumb bar: opens the flyout of the current route's help topic (its own,
// or the nearest parent route's), without leaving the screen.
// Issue 14: the help texts (namespace 'help', about 20 kB brotli) are not in the first load. The button
// asks for them without suspending once the frame has drawn; until they arrive its label is the general
// one from its own small namespace ('help-button'), then it names the topic.
import { lazy, Suspense, useState } from 'react';
import { Dialog, IconButton, Tooltip } from '@radix-ui/themes';
import { QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '../app/routes/types';
import { routeTrail } from '../app/routes/table';
import { topicById, type HelpTopic } from './topics';

// The flyout renders markdown (react-markdown and its parsers): loaded when it first opens (issue 14).
const HelpFlyoutContent = lazy(() => import('./help-flyout').then((m) => ({ default: m.HelpFlyoutContent })));

export function topicForRoute(route: RouteDef): HelpTopic | undefined {
  const withHelp = routeTrail(route).reverse().find((r) => r.help);
  return withHelp?.help ? topicById(withHelp.help) : undefined;
}

export function HelpButton({ route }: { route: RouteDef }) {
  const { t, ready } = useTranslation(['help-button', 'help'], { useSuspense: false });
  const [open, setOpen] = useState(false);
  const topic = topicForRoute(route);
  const label = topic && ready ? t('topic', { title: t(topic.titleKey, { ns: 'help' }) }) : t('general');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Tooltip content={label}>
        <Dialog.Trigger>
          <IconButton variant="soft" color="gray" aria-label={label}>
            <QuestionMarkCircledIcon />
          </IconButton>
        </Dialog.Trigger>
      </Tooltip>
      {open ? (
        <Suspense fallback={null}>
          <HelpFlyoutContent topic={topic} onNavigate={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Dialog.Root>
  );
}
