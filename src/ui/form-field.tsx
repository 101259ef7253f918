// A labelled form control with its error message tied to it for assistive technology.
import { useId, type ReactNode } from 'react';
import { Flex, Text } from '@radix-ui/themes';

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
