// /add-custom-data-steps (Custom Data Setup): a new custom data type, tested on sample text before saving.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dlpPolicyMutations } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { CustomDataForm, customFormOf } from './custom-data-form';

export default function AddCustomDataSteps() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('custom.newSubtitle') });
  const create = useMutation(dlpPolicyMutations.createCustomData());
  return <CustomDataForm initial={customFormOf()} save={(body) => create.mutateAsync(body)} />;
}
