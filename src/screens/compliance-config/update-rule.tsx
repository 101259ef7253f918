// /update-rule/:id? (Update Firewall Rule): edits one rule; without an id it points back to the list.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Link, Text } from '@radix-ui/themes';
import { complianceConfigMutations, complianceConfigQueries } from '../../api/queries/compliance-config';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { FirewallRuleForm, formOf } from './firewall-rule-form';

function UpdateOne({ id }: { id: string }) {
  const { t } = useTranslation('compliance-config');
  const rule = useQuery({ ...complianceConfigQueries.rule(id), retry: false });
  const save = useMutation(complianceConfigMutations.updateRule());
  usePageHeading({ subheading: rule.data ? t('rules.updateSubtitle', { name: rule.data.name }) : undefined });
  if (rule.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!rule.data) return <ErrorState title={t('rules.notFound')} subtitle={t('rules.notFoundHelp')} />;
  return <FirewallRuleForm key={rule.data.id} initial={formOf(rule.data)} save={(body) => save.mutateAsync({ id, body })} />;
}

export default function UpdateRule() {
  const { t } = useTranslation('compliance-config');
  const id = useParams().id;
  if (!id) {
    return (
      <Link asChild>
        <RouterLink to={linkTo('config-endpoints')}>{t('rules.noId')}</RouterLink>
      </Link>
    );
  }
  return <UpdateOne id={id} />;
}
