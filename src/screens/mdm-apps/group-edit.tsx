// The add and update screens of both kinds of application group (/add-application-group,
// /add-blocked-apps-group, /update-application-group/:id, /update-blocked-apps-group/:id).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Link, Text } from '@radix-ui/themes';
import type { AppGroupKind } from '../../api/contract/mdm-apps';
import { mdmAppsMutations, mdmAppsQueries } from '../../api/queries/mdm-apps';
import { usePageHeading } from '../../app/layout/page-heading';
import { ErrorState } from '../../ui/error-state';
import { AppGroupForm, formOf } from './app-group-form';
import { listLink } from './shared';

export function AddGroup({ kind }: { kind: AppGroupKind }) {
  const { t } = useTranslation('mdm-apps');
  usePageHeading({ subheading: t(kind === 'BLOCK' ? 'form.addBlockedSubtitle' : 'form.addSubtitle') });
  const create = useMutation(mdmAppsMutations.createGroup());
  return <AppGroupForm kind={kind} initial={formOf()} save={(body) => create.mutateAsync(body)} />;
}

function UpdateOne({ id, kind }: { id: string; kind: AppGroupKind }) {
  const { t } = useTranslation('mdm-apps');
  const group = useQuery({ ...mdmAppsQueries.group(id), retry: false });
  const save = useMutation(mdmAppsMutations.updateGroup());
  usePageHeading({ subheading: group.data ? t('form.updateSubtitle', { name: group.data.name }) : undefined });
  if (group.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!group.data || group.data.kind !== kind) return <ErrorState title={t('form.notFound')} subtitle={t('form.notFoundHelp')} />;
  return <AppGroupForm key={group.data.id} kind={kind} initial={formOf(group.data)} save={(body) => save.mutateAsync({ id, body })} />;
}

export function UpdateGroup({ kind }: { kind: AppGroupKind }) {
  const { t } = useTranslation('mdm-apps');
  const id = useParams().id;
  if (!id) {
    return (
      <Link asChild>
        <RouterLink to={listLink()}>{t('form.noId')}</RouterLink>
      </Link>
    );
  }
  return <UpdateOne id={id} kind={kind} />;
}
