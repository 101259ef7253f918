// /update-steps/:name? (Update Data Exfiltration Setup): the steps over an existing exfiltration policy;
// without a name, a new one.
import { useParams } from 'react-router-dom';
import { PolicyWizard } from './policy-wizard';
import { EditByName } from './policy-edit';

export default function UpdateSteps() {
  const name = useParams().name;
  return name ? <EditByName kind="exfiltration" name={name} listRoute="data-exfiltration" /> : <PolicyWizard kind="exfiltration" listRoute="data-exfiltration" />;
}
