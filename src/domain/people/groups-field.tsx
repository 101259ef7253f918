// The people groups a rule targets, picked with checkboxes from the company's groups (GET /groups options):
// one field for the MDM application-group and app-policy forms. The texts come from the caller's namespace.
import { useQuery } from '@tanstack/react-query';
import { groupQueries } from '../../api/queries/users';
import { CheckboxesField, type CheckboxesFieldProps } from '../../ui/checkboxes-field';

export type GroupsFieldProps = Omit<CheckboxesFieldProps<string>, 'options' | 'empty'> & {
  /** shown while the groups load */
  loadingText: string;
  /** shown when the company has no groups */
  noneText: string;
};

export function GroupsField({ loadingText, noneText, ...field }: GroupsFieldProps) {
  const groups = useQuery(groupQueries.options());
  const options = (groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  return <CheckboxesField {...field} options={options} empty={groups.isPending ? loadingText : noneText} />;
}
