// The guide's two writes: a step done, and the dismissal / hide preference. Each answer is the
// server's new status, which updates the cache and the header badge at once.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SetupPreferencesBody, SetupStepId } from '../../api/contract/setup';
import { setupPreferencesRequest, visitStepRequest } from '../../api/queries/setup';
import { useSetupGuide } from '../../machines/setup-guide/use-setup-guide';
import { useToast } from '../../ui/toast';

export function useSetupActions() {
  const { t } = useTranslation('setup');
  const toast = useToast();
  const { applyStatus } = useSetupGuide();
  const visit = useMutation({
    mutationKey: ['setup', 'visit'],
    mutationFn: (step: SetupStepId) => visitStepRequest(step),
    onSuccess: (status) => {
      applyStatus(status);
      toast({ title: t('page.marked'), kind: 'success' });
    },
    onError: (error) => toast({ title: t('page.markFailed'), description: error.message, kind: 'error' }),
  });
  const preferences = useMutation({
    mutationKey: ['setup', 'preferences'],
    mutationFn: (body: SetupPreferencesBody) => setupPreferencesRequest(body),
    onSuccess: (status) => {
      applyStatus(status);
      toast({ title: t('guide.saved'), kind: 'success' });
    },
    onError: (error) => toast({ title: t('guide.saveFailed'), description: error.message, kind: 'error' }),
  });
  return { visit, preferences };
}
