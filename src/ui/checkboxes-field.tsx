// A form field for picking several values from a short list: a fieldset whose legend names the group for
// screen readers, with its description and error message tied to it by aria-describedby. Radix Themes'
// CheckboxGroup renders the fieldset itself (asChild), so there is one named group, not a group inside a
// group; its roving focus makes the list one Tab stop (arrow keys move between boxes, Space toggles one).
// It takes react-hook-form's Controller field as it comes (`<CheckboxesField {...field} ... />`): the ref goes
// to the first box, so a failed submit can move focus to the group as it does to a text field.
// In a module of its own: form-field.tsx loads with the sign-in page and must not bring CheckboxGroup along.
import { useId, type FocusEvent, type ReactNode, type Ref } from 'react';
import { CheckboxGroup, Flex, Text } from '@radix-ui/themes';

export interface CheckboxOption<V extends string> {
  value: V;
  /** the box's visible text, also its accessible name */
  label: string;
}

export interface CheckboxesFieldProps<V extends string> {
  /** the legend: the group's name */
  label: string;
  description?: ReactNode;
  options: readonly CheckboxOption<V>[];
  /** the values checked, in the order the form sends them */
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string;
  /** shown in place of the boxes when there are no options (still loading, or none to choose from) */
  empty?: ReactNode;
  name?: string;
  disabled?: boolean;
  /** called when focus leaves the group, not when it moves from one box to the next */
  onBlur?: () => void;
  /** the first box */
  ref?: Ref<HTMLButtonElement>;
}

const FIELDSET_RESET = { border: 0, margin: 0, padding: 0, minInlineSize: 0 } as const;

export function CheckboxesField<V extends string>(props: CheckboxesFieldProps<V>) {
  const { label, description, options, value, onChange, error, empty, name, disabled, onBlur, ref } = props;
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };
  return (
    <CheckboxGroup.Root asChild name={name} disabled={disabled} value={[...value]} onValueChange={(next) => onChange(next as V[])} aria-describedby={describedBy}>
      <fieldset style={FIELDSET_RESET} onBlur={leave}>
        <Text asChild size="2" weight="medium" mb="1">
          <legend style={{ padding: 0 }}>{label}</legend>
        </Text>
        {description ? (
          <Text as="div" id={descriptionId} size="1" color="gray">
            {description}
          </Text>
        ) : null}
        {options.length > 0 ? (
          <Flex gap="4" wrap="wrap">
            {options.map((option, i) => (
              <CheckboxGroup.Item key={option.value} value={option.value} ref={i === 0 ? ref : undefined}>
                {option.label}
              </CheckboxGroup.Item>
            ))}
          </Flex>
        ) : empty ? (
          <Text as="div" size="2" color="gray">
            {empty}
          </Text>
        ) : null}
        {error ? (
          <Text as="div" id={errorId} size="1" color="red">
            {error}
          </Text>
        ) : null}
      </fieldset>
    </CheckboxGroup.Root>
  );
}
