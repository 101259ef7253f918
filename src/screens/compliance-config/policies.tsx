// /policies (Policies › FLEET › Controls): the controls of the selected frameworks, enabled or disabled here.
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { ControlsList } from './controls-list';

export default function Policies() {
  const { t } = useTranslation('compliance-config');
  usePageHeading({ subheading: t('controls.policiesSubtitle') });
  return <ControlsList onlySelected />;
}
