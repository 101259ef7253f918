// /add-custom-apps (Add Custom App): a custom managed application (see ./custom-app-form.tsx).
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mdmCatalogMutations } from '../../api/queries/mdm-catalog';
import { usePageHeading } from '../../app/layout/page-heading';
import { CustomAppFormCard, formOf } from './custom-app-form';

export default function AddCustomApps() {
  const { t } = useTranslation('mdm-catalog');
  usePageHeading({ subheading: t('form.addSubtitle') });
  const create = useMutation(mdmCatalogMutations.createCustomApp());
  return <CustomAppFormCard initial={formOf()} save={(body) => create.mutateAsync(body)} />;
}
