// Opening a policy for editing by its name (/update-steps/:name, /update-LLM/:name) or id (/add-new-policy/:type/:id).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import type { DlpPolicyKind } from '../../api/contract/dlp-policies';
import { dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { ErrorState } from '../../ui/error-state';
import { PolicyWizard } from './policy-wizard';

type ListRoute = 'data-exfiltration' | 'Sensitive-data-groups';

export function EditByName({ kind, name, listRoute }: { kind: DlpPolicyKind; name: string; listRoute: ListRoute }) {
  const { t } = useTranslation('dlp-policies');
  const found = useQuery(dlpPolicyQueries.policies({ kind, q: name, size: 100 }));
  const policy = found.data?.find((p) => p.name === name);
  usePageHeading({ subheading: policy ? t('wizard.editing', { name: policy.name }) : undefined });
  if (found.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!policy) return <ErrorState title={t('wizard.notFound')} subtitle={t('wizard.notFoundHelp')} />;
  return <PolicyWizard key={policy.id} kind={kind} policy={policy} listRoute={listRoute} />;
}

export function EditById({ kind, id, listRoute }: { kind: DlpPolicyKind; id: string; listRoute: ListRoute }) {
  const { t } = useTranslation('dlp-policies');
  const found = useQuery({ ...dlpPolicyQueries.policy(id), retry: false });
  usePageHeading({ subheading: found.data ? t('wizard.editing', { name: found.data.name }) : undefined });
  if (found.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!found.data || found.data.kind !== kind) return <ErrorState title={t('wizard.notFound')} subtitle={t('wizard.notFoundHelp')} />;
  return <PolicyWizard key={found.data.id} kind={kind} policy={found.data} listRoute={listRoute} />;
}
