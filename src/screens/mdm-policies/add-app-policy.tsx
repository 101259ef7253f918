// /add-app-policy: a new app policy (see ./app-policy-form.tsx); after saving, its edit screen shows its reach.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mdmPoliciesMutations } from '../../api/queries/mdm-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { AppPolicyForm, formOf } from './app-policy-form';

export default function AddAppPolicy() {
  const { t } = useTranslation('mdm-policies');
  usePageHeading({ subheading: t('form.addSubtitle') });
  const create = useMutation(mdmPoliciesMutations.createPolicy());
  return <AppPolicyForm initial={formOf()} save={(body) => create.mutateAsync(body)} />;
}
