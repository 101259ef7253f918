// /add-new-system-dictionary-steps (System Dictionary Setup): a new company dictionary.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dlpPolicyMutations } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { DictionaryFormCard } from './dictionaries';

export default function AddNewSystemDictionarySteps() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('dictionaries.newSubtitle') });
  const create = useMutation(dlpPolicyMutations.createDictionary());
  return <DictionaryFormCard save={(body) => create.mutateAsync(body)} />;
}
