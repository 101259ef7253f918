// A labelled form control with its error message tied to it for assistive technology.
import { useId, type ReactNode } from 'react';
import { Flex, Select, Text } from '@radix-ui/themes';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export function FormField({ label, error, hint, children }: {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? <div id={hintId}>{hint}</div> : null}
      {error ? (
        <Text id={errorId} size="1" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}

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
