// spec part 1 §2 Header: the user's display name or e-mail, with 'Settings' and 'Logout'; between them
// the appearance (Light, Dark, System), as the palette's theme commands offer it (issue 28 item 9).
import { Button, DropdownMenu } from '@radix-ui/themes';
import { PersonIcon } from '@radix-ui/react-icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { APPEARANCE_CHOICES, setAppearance, useAppearanceChoice, type AppearanceChoice } from '../../commands/theme';
import { linkTo } from '../../lib/links';
import { useSession } from '../session/use-session';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const appearance = useAppearanceChoice();
  if (!user) return null;
  const name = user.display_name?.trim() || user.email;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft" color="gray" aria-label={`${t('header.userMenu')}: ${name}`}>
          <PersonIcon aria-hidden />
          <span className="user-menu-name">{name}</span>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Item onSelect={() => navigate(linkTo('account-settings'))}>{t('header.settings')}</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Label>{t('header.appearance')}</DropdownMenu.Label>
        <DropdownMenu.RadioGroup value={appearance} onValueChange={(value) => setAppearance(value as AppearanceChoice)}>
          {APPEARANCE_CHOICES.map((choice) => (
            <DropdownMenu.RadioItem key={choice} value={choice}>
              {t(`header.appearanceChoice.${choice}`)}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={() => signOut()}>
          {t('header.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
