// /config-frameworks/framework-selection (Policies › FLEET › Compliance): every shipped framework with its
// control count, and a switch to select it for the company.
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { FrameworksTable } from './frameworks-table';

export default function FrameworkSelection() {
  const { t } = useTranslation('compliance-config');
  usePageHeading({ subheading: t('frameworks.subtitle') });
  return <FrameworksTable onlySelected={false} />;
}
