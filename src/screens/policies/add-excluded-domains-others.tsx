// /add-excluded-domains-others/{id?}: bypasses other domains under a name; with an id, edits them.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../app/layout/page-heading';
import { BypassScreen } from './excluded-domains-form';

export default function AddExcludedDomainsOthers() {
  const { t } = useTranslation('web-policies');
  const id = useParams().id;
  usePageHeading({ subheading: id ? t('bypass.editOtherSubtitle') : t('bypass.addOtherSubtitle') });
  return <BypassScreen kind="other" id={id} />;
}
