// /add-group: a new group with its members (POST /groups).
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { GroupForm } from './group-form';

export default function AddGroup() {
  const { t } = useTranslation('people');
  usePageHeading({ subheading: t('groupForm.addSubtitle') });
  return <GroupForm />;
}
