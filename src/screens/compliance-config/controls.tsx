// /controls (Compliance Controls): every control of the shipped frameworks, its checks and whether it is enabled.
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { ControlsList } from './controls-list';

export default function Controls() {
  const { t } = useTranslation('compliance-config');
  usePageHeading({ subheading: t('controls.subtitle') });
  return <ControlsList onlySelected={false} />;
}
