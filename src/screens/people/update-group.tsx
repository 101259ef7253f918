// /update-group/{name}: rename a group and set its members (GET /groups/{name}, POST /groups/{id}).
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { groupQueries } from '../../api/queries/users';
import { usePageHeading } from '../../app/layout/page-heading';
import { ErrorState } from '../../ui/error-state';
import { GroupForm } from './group-form';

export default function UpdateGroup() {
  const { t } = useTranslation('people');
  usePageHeading({ subheading: t('groupForm.updateSubtitle') });
  const { name = '' } = useParams();
  const group = useQuery({ ...groupQueries.detail(name), retry: false });
  if (group.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (group.isError) {
    const missing = group.error instanceof ApiRequestError && group.error.status === 404;
    return missing ? <ErrorState title={t('notFound')} subtitle={t('groupForm.missing')} /> : <ErrorState />;
  }
  return <GroupForm key={group.data.id} group={group.data} />;
}
