// /add-excluded-domains/{id?}: bypasses an app's domains (a catalog or custom app); with an id, edits it.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { BypassScreen } from './excluded-domains-form';

export default function AddExcludedDomains() {
  const { t } = useTranslation('web-policies');
  const id = useParams().id;
  usePageHeading({ subheading: id ? t('bypass.editAppSubtitle') : t('bypass.addAppSubtitle') });
  return <BypassScreen kind="app" id={id} />;
}
