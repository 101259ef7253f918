// /update-LLM/:name? (LLM Detection): a policy on what is typed or pasted into Gen AI prompts, for the
// Gen AI apps named (none = every Gen AI app); with a name, that policy.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageHeading } from '../../app/layout/page-heading';
import { PolicyWizard } from './policy-wizard';
import { EditByName } from './policy-edit';

function NewLlm() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('wizard.newLlm') });
  return <PolicyWizard kind="llm" listRoute="data-exfiltration" />;
}

export default function UpdateLlm() {
  const name = useParams().name;
  return name ? <EditByName kind="llm" name={name} listRoute="data-exfiltration" /> : <NewLlm />;
}
