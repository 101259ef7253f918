// /add-geofencing: a new geo-fence (spec part 2 §2.6 Configuration).
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { webPolicyMutations } from '../../api/queries/web-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { GeoFenceForm } from './geo-fencing-form';

export default function AddGeofencing() {
  const { t } = useTranslation('web-policies');
  usePageHeading({ subheading: t('geo.addSubtitle') });
  const create = useMutation(webPolicyMutations.createGeoFence());
  return <GeoFenceForm save={(body) => create.mutateAsync(body)} />;
}
