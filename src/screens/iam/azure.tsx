// /azure (issue 27, spec part 1 §2 Integrations IAM): Azure Active Directory — import people and groups
// through Microsoft Graph ("Import now", sync status and runs) and SCIM provisioning tokens.
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { DirectorySection } from '../../domain/iam/directory-section';

export default function AzureIntegration() {
  const { t } = useTranslation('iam');
  usePageHeading({ subheading: t('azureSubtitle') });
  return <DirectorySection kind="azure" />;
}
