// Pieces the managed-application screens share: who may change them (the capability the server checks),
// their links, and the platform list as words.
import { useTranslation } from 'react-i18next';
import { canChangeCompliancePolicies } from '../../api/contract/access';
import type { ManagedAppPlatform } from '../../api/contract/mdm-catalog';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';

export function useCanChangeManagedApps(): boolean {
  return canChangeCompliancePolicies(useSession().access);
}

export const listLink = () => linkTo('content-apps');
export const editLink = (id: string) => linkTo('update-custom-apps', { id });

export function PlatformText({ platforms }: { platforms: readonly ManagedAppPlatform[] }) {
  const { t } = useTranslation('mdm-catalog');
  return <>{platforms.map((p) => t(`platforms.${p}`)).join(', ')}</>;
}
