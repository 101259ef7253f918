// spec part 1 §9 "Changes message": after every saved policy change (an app's access, a SaaS or website
// policy), the same toast says when endpoints get it.
import { useTranslation } from 'react-i18next';
import { useToast } from './toast';

export function useChangesToast(): (title: string) => void {
  const toast = useToast();
  const { t } = useTranslation('ui');
  return (title) => toast({ kind: 'success', title, description: t('changesMessage') });
}
