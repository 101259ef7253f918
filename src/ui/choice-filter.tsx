// A list filter of several values chosen from a menu of checkboxes (alert actions and reasons, audit
// actions and target types, error severities). The button names the one value chosen, or the filter
// with a count; a value the menu does not offer (one a link brought) stays listed, so it can be cleared.
import { useTranslation } from 'react-i18next';
import { Badge, Button, DropdownMenu } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';

export interface ChoiceFilterProps<V extends string> {
  label: string;
  options: readonly V[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  text: (value: V) => string;
}

export function ChoiceFilter<V extends string>({ label, options, value, onChange, text }: ChoiceFilterProps<V>) {
  const { t } = useTranslation('ui');
  const shown = [...new Set([...options, ...value])];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant={value.length ? 'soft' : 'outline'} color="gray" aria-label={t('choiceFilter.menuLabel', { filter: label, count: value.length })}>
          {value.length === 1 ? text(value[0]!) : label}
          {value.length > 1 ? <Badge size="1">{value.length}</Badge> : null}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {shown.length === 0 ? <DropdownMenu.Item disabled>{t('choiceFilter.none')}</DropdownMenu.Item> : null}
        {shown.map((option) => (
          <DropdownMenu.CheckboxItem
            key={option}
            checked={value.includes(option)}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => onChange(checked ? [...value, option] : value.filter((v) => v !== option))}
          >
            {text(option)}
          </DropdownMenu.CheckboxItem>
        ))}
        {value.length ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item onSelect={() => onChange([])}>{t('choiceFilter.clear')}</DropdownMenu.Item>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
