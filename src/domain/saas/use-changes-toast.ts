// spec part 1 §9 "Changes message": after every saved change of an app's access or of a SaaS policy.
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/toast';

export function useChangesToast(): (title: string) => void {
  const toast = useToast();
  const { t } = useTranslation('saas-access');
  return (title) => toast({ kind: 'success', title, description: t('changesMessage') });
}
