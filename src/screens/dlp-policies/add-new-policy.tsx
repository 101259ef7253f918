// /add-new-policy/:type/:id? (Data Activity Policy): a new data activity policy, or the one with that id.
// The type is the policy kind (activity, exfiltration or llm).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DLP_POLICY_KINDS, type DlpPolicyKind } from '../../api/contract/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { ErrorState } from '../../ui/error-state';
import { PolicyWizard } from './policy-wizard';
import { EditById } from './policy-edit';

export default function AddNewPolicy() {
  const { t } = useTranslation('dlp-policies');
  const { type, id } = useParams();
  usePageHeading({ subheading: id ? undefined : t('wizard.newActivity') });
  if (!DLP_POLICY_KINDS.includes(type as DlpPolicyKind)) return <ErrorState title={t('wizard.unknownType')} subtitle={t('wizard.unknownTypeHelp')} />;
  const kind = type as DlpPolicyKind;
  const listRoute = kind === 'activity' ? 'Sensitive-data-groups' : 'data-exfiltration';
  return id ? <EditById kind={kind} id={id} listRoute={listRoute} /> : <PolicyWizard kind={kind} listRoute={listRoute} />;
}
