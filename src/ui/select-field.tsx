// A labelled Radix Select for forms, in a file of its own: the sign-in form imports form-field.tsx, and
// Radix Select (about 18 kB brotli) must not load with it.
import type { ReactNode } from 'react';
import { Select } from '@radix-ui/themes';
import { FormField } from './form-field';

/** A FormField holding a Radix Select: one of `options`, each shown as `text(option)`. */
export function SelectField<V extends string>({ label, error, hint, value, options, text, onChange }: {
  label: string;
  error?: string;
  hint?: ReactNode;
  value: V;
  options: readonly V[];
  text: (option: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <Select.Root value={value} onValueChange={(v) => onChange(v as V)}>
          <Select.Trigger id={control.id} aria-invalid={control['aria-invalid']} aria-describedby={control['aria-describedby']} />
          <Select.Content>
            {options.map((option) => (
              <Select.Item key={option} value={option}>
                {text(option)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FormField>
  );
}
