// The lists' filter controls (fleet, compliance): a choice of one value (with "all"), and a choice of several
// (platforms, statuses) in a menu of checkboxes; both keyboard-operable Radix controls.
import { useTranslation } from 'react-i18next';
import { Button, DropdownMenu, Select } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { ANY_VALUE } from '../app/routes/filters';

interface Option {
  value: string;
  label: string;
}

/** One value or every value (ANY_VALUE), e.g. compliance or scope. */
export function SingleFilter({ label, value, options, allLabel, onChange }: { label: string; value: string | undefined; options: readonly Option[]; allLabel: string; onChange: (value: string | undefined) => void }) {
  return (
    <Select.Root value={value ?? ANY_VALUE} onValueChange={(v) => onChange(v)} size="2">
      <Select.Trigger aria-label={label} variant="surface" />
      <Select.Content position="popper">
        <Select.Item value={ANY_VALUE}>{allLabel}</Select.Item>
        {options.map((o) => (
          <Select.Item key={o.value} value={o.value}>
            {o.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

/** Several values; none or all checked means every value (the caller decides how an empty choice is written). */
export function MultiFilter({ label, values, options, allLabel, onChange }: { label: string; values: readonly string[] | undefined; options: readonly Option[]; allLabel: string; onChange: (values: string[]) => void }) {
  const { t } = useTranslation('fleet');
  const chosen = (values ?? []).filter((v) => v !== ANY_VALUE);
  const summary = chosen.length === 0 || chosen.length === options.length ? allLabel : options.filter((o) => chosen.includes(o.value)).map((o) => o.label).join(', ');
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    onChange(next);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="surface" color="gray" aria-label={t('filters.current', { filter: label, value: summary })}>
          {label}: {summary}
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        {options.map((o) => (
          <DropdownMenu.CheckboxItem key={o.value} checked={chosen.includes(o.value)} onCheckedChange={(on) => toggle(o.value, on === true)} onSelect={(e) => e.preventDefault()}>
            {o.label}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
