// A person's manually entered endpoints (GET and HEAD /assets?person=): a link to /endpoint-list/{id} with
// their count, shown under a person's row of the people lists and on /update-user. Administrators only (the
// route's gate and the call's capability): the screens render it when canOpen('endpoint-list') allows.
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Text } from '@radix-ui/themes';
import { assetQueries } from '../../api/queries/fleet';
import { linkTo } from '../../lib/links';

export function PersonAssetsLink({ personId, name }: { personId: string; name: string }) {
  const { t } = useTranslation('fleet-badges');
  const count = useQuery(assetQueries.count({ person: personId }));
  if (count.isError) return null;
  return (
    <Link asChild size="2">
      <RouterLink to={linkTo('endpoint-list', { id: personId })} aria-label={t('assets.label', { name, count: count.data ?? 0 })} data-testid="person-assets-link">
        {count.isPending ? <Text color="gray">{t('assets.loading')}</Text> : t('assets.count', { count: count.data })}
      </RouterLink>
    </Link>
  );
}
