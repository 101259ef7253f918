// /update-custom-apps/:id (Update Custom App): the custom app's form filled with what is stored; an app taken
// from the App Catalog is not edited here.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Callout, Link, Text } from '@radix-ui/themes';
import { mdmCatalogMutations, mdmCatalogQueries } from '../../api/queries/mdm-catalog';
import { usePageHeading } from '../../app/layout/page-heading';
import { ErrorState } from '../../ui/error-state';
import { CustomAppFormCard, formOf } from './custom-app-form';
import { listLink } from './shared';

function UpdateOne({ id }: { id: string }) {
  const { t } = useTranslation('mdm-catalog');
  const app = useQuery({ ...mdmCatalogQueries.app(id), retry: false });
  const save = useMutation(mdmCatalogMutations.updateCustomApp());
  usePageHeading({ subheading: app.data ? t('form.updateSubtitle', { name: app.data.name }) : undefined });
  if (app.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!app.data) return <ErrorState title={t('form.notFound')} subtitle={t('form.notFoundHelp')} />;
  if (app.data.source !== 'CUSTOM') {
    return (
      <Callout.Root color="gray">
        <Callout.Text>
          {t('form.catalogApp', { name: app.data.name })}{' '}
          <Link asChild>
            <RouterLink to={listLink()}>{t('form.noId')}</RouterLink>
          </Link>
        </Callout.Text>
      </Callout.Root>
    );
  }
  return <CustomAppFormCard key={app.data.id} initial={formOf(app.data)} current={app.data} save={(body) => save.mutateAsync({ id, body })} />;
}

export default function UpdateCustomApps() {
  const { t } = useTranslation('mdm-catalog');
  const id = useParams().id;
  if (!id) {
    return (
      <Link asChild>
        <RouterLink to={listLink()}>{t('form.noId')}</RouterLink>
      </Link>
    );
  }
  return <UpdateOne id={id} />;
}
