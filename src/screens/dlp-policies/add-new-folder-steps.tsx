// /add-new-folder-steps (Folder Setup): a new monitored folder.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dlpPolicyMutations } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { FolderFormCard } from './folders';

export default function AddNewFolderSteps() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('folders.newSubtitle') });
  const create = useMutation(dlpPolicyMutations.createFolder());
  return <FolderFormCard save={(body) => create.mutateAsync(body)} />;
}
