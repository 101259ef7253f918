// The guide's two writes: a step done, and the dismissal / hide preference. Each answer is the
// server's new status, which updates the cache and the header badge at once.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setupMutations } from '../../api/queries/setup';
import { useSetupGuide } from '../../app/setup-guide/use-setup-guide';
import { useToast } from '../../ui/toast';

export function useSetupActions() {
  const { t } = useTranslation('setup');
  const toast = useToast();
  const { applyStatus } = useSetupGuide();
  const visit = useMutation({
    ...setupMutations.visitStep(),
    onSuccess: (status) => {
      applyStatus(status);
      toast({ title: t('page.marked'), kind: 'success' });
    },
    onError: (error) => toast({ title: t('page.markFailed'), description: error.message, kind: 'error' }),
  });
  const preferences = useMutation({
    ...setupMutations.savePreferences(),
    onSuccess: (status) => {
      applyStatus(status);
      toast({ title: t('guide.saved'), kind: 'success' });
    },
    onError: (error) => toast({ title: t('guide.saveFailed'), description: error.message, kind: 'error' }),
  });
  return { visit, preferences };
}
