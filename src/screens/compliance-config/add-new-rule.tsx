// /add-new-rule (Add Firewall Rule): a new endpoint firewall rule, pushed to agents with the next policy version.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { complianceConfigMutations } from '../../api/queries/compliance-config';
import { usePageHeading } from '../../app/layout/page-heading';
import { FirewallRuleForm, formOf } from './firewall-rule-form';

export default function AddNewRule() {
  const { t } = useTranslation('compliance-config');
  usePageHeading({ subheading: t('rules.addSubtitle') });
  const create = useMutation(complianceConfigMutations.createRule());
  return <FirewallRuleForm initial={formOf()} save={(body) => create.mutateAsync(body)} />;
}
