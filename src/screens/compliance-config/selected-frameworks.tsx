// /config-frameworks/selected-frameworks: the frameworks the company selected, with their enabled controls.
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { FrameworksTable } from './frameworks-table';

export default function SelectedFrameworks() {
  const { t } = useTranslation('compliance-config');
  usePageHeading({ subheading: t('frameworks.selectedSubtitle') });
  return <FrameworksTable onlySelected />;
}
