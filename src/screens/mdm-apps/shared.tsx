// Pieces the application group screens share: who may change groups (the capability the server checks),
// the links to a group's detail and update routes (one pair per kind), and the reach figure.
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { canChangeCompliancePolicies } from '../../api/contract/access';
import type { AppGroupReach, AppGroupRow } from '../../api/contract/mdm-apps';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';

export function useCanChangeAppGroups(): boolean {
  return canChangeCompliancePolicies(useSession().access);
}

type GroupRef = Pick<AppGroupRow, 'id' | 'name' | 'kind'>;

export const detailLink = (g: GroupRef) => linkTo(g.kind === 'BLOCK' ? 'blocked-apps-group-detail' : 'apps-group-detail', { name: g.name, id: g.id });
export const editLink = (g: GroupRef) => linkTo(g.kind === 'BLOCK' ? 'update-blocked-apps-group' : 'update-application-group', { id: g.id });
export const listLink = () => linkTo('application-policies');

export function ReachText({ reach }: { reach: AppGroupReach }) {
  const { t } = useTranslation('mdm-apps');
  const color = reach.devices === 0 ? 'gray' : reach.compliant === reach.devices ? 'green' : 'amber';
  return (
    <Text aria-label={t('list.reachLabel', reach)} color={color} weight="medium">
      {t('list.reach', reach)}
    </Text>
  );
}
