// /data-exfiltration-steps (Data Exfiltration Setup): a new exfiltration policy in three steps.
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { PolicyWizard } from './policy-wizard';

export default function DataExfiltrationSteps() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('wizard.newExfiltration') });
  return <PolicyWizard kind="exfiltration" listRoute="data-exfiltration" />;
}
