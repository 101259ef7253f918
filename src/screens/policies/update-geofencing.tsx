// /update-geofencing/{name}: edits the geo-fence of that name (spec part 2 §2.6 Configuration); the
// API reads a fence by id or by name.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { webPolicyMutations, webPolicyQueries } from '../../api/queries/web-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { ErrorState } from '../../ui/error-state';
import { GeoFenceForm } from './geo-fencing-form';

export default function UpdateGeofencing() {
  const { t } = useTranslation('web-policies');
  const name = useParams().name ?? '';
  usePageHeading({ subheading: t('geo.updateSubtitle', { name }) });
  const fence = useQuery({ ...webPolicyQueries.geoFence(name), retry: false });
  const save = useMutation(webPolicyMutations.updateGeoFence());
  if (fence.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!fence.data) return <ErrorState title={t('geo.notFound', { name })} subtitle={t('geo.notFoundHelp')} />;
  const row = fence.data;
  return <GeoFenceForm key={row.id} initial={{ name: row.name, countries: row.countries, action: row.action }} save={(body) => save.mutateAsync({ id: row.id, body })} />;
}
