// spec part 1 §2 "Header (top bar)": logo, company switcher, tip of the day, the shortcut buttons
// and the user menu. Shortcuts follow the same gates as their routes.
import { Badge, Button, Flex, VisuallyHidden } from '@radix-ui/themes';
import { ChatBubbleIcon, DesktopIcon, QuestionMarkCircledIcon, RocketIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canSeeEndpointStatus, type AccessContext, type Capability } from '../../api/contract/access';
import { linkTo } from '../../lib/links';
import type { RouteId } from '../routes/table';
import { canOpen } from '../can-open';
import { homePath } from '../guard';
import { CommandPalette } from '../../commands/command-palette';
import { useSession } from '../session/use-session';
import { useSetupGuide } from '../setup-guide/use-setup-guide';
import { CompanySwitcher } from './company-switcher';
import { TipOfTheDay } from './tip-of-the-day';
import { UserMenu } from './user-menu';

interface Shortcut {
  readonly routeId: RouteId;
  readonly label: string;
  readonly icon: typeof ChatBubbleIcon;
  /** beyond the route's own gate: the Endpoint Status page is public, but its shortcut is for customers */
  readonly shownWhen?: Capability;
}

const visible = (s: Shortcut, access: AccessContext) => canOpen(s.routeId, access) && (s.shownWhen?.(access) ?? true);

/** spec part 1 §2: AskCISO is hidden for the restricted role; some shortcuts are hidden for the provider admin. */
export const SHORTCUTS: readonly Shortcut[] = [
  { routeId: 'new-conversation', label: 'header.askciso', icon: ChatBubbleIcon },
  { routeId: 'endpoint-status', label: 'header.endpointStatus', icon: DesktopIcon, shownWhen: canSeeEndpointStatus },
  { routeId: 'setup-guide', label: 'header.setupGuide', icon: RocketIcon },
  { routeId: 'help-center', label: 'header.helpCenter', icon: QuestionMarkCircledIcon },
];

export function Header() {
  const { t } = useTranslation('shell');
  const { access } = useSession();
  const guide = useSetupGuide();
  // spec part 1 §2: the Setup Guide button carries the count of pending steps (spec part 2 §4 rule);
  // an admin who chose "don't show again" is not nagged by it (docs/DECISIONS.md).
  const setupBadge = guide.enabled && guide.loaded && !guide.hidden && guide.badge > 0 ? guide.badge : 0;
  return (
    <header className="app-header">
      <Flex align="center" gap="4" className="app-header-start">
        <Link to={homePath(access)} className="brand" aria-label={t('header.home')}>
          <span aria-hidden className="brand-mark" />
          <span className="brand-name">{t('productName')}</span>
        </Link>
        <CompanySwitcher />
      </Flex>
      <TipOfTheDay />
      <Flex align="center" gap="2" className="app-header-end">
        <CommandPalette />
        {access
          ? SHORTCUTS.filter((s) => visible(s, access)).map((s) => {
              const Icon = s.icon;
              return (
                <Button key={s.routeId} asChild variant="ghost" color="gray" size="2">
                  <Link to={linkTo(s.routeId)}>
                    <Icon aria-hidden />
                    <span className="shortcut-label">{t(s.label)}</span>
                    {s.routeId === 'setup-guide' && setupBadge > 0 ? (
                      <Badge color="red" radius="full" variant="solid" size="1">
                        <span aria-hidden>{setupBadge}</span>
                        <VisuallyHidden>{t('setup:badge.stepsLeft', { count: setupBadge })}</VisuallyHidden>
                      </Badge>
                    ) : null}
                  </Link>
                </Button>
              );
            })
          : null}
        <UserMenu />
      </Flex>
    </header>
  );
}
