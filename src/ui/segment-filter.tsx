// A one-of filter shown as a segmented control whose first segment means "no filter" (undefined).
import { SegmentedControl } from '@radix-ui/themes';

const ALL = 'all';

export function SegmentFilter<V extends string>({ label, allLabel, options, value, text, onChange }: {
  label: string;
  allLabel: string;
  options: readonly V[];
  value: V | undefined;
  text: (option: V) => string;
  onChange: (value: V | undefined) => void;
}) {
  return (
    <SegmentedControl.Root aria-label={label} value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : (v as V))}>
      <SegmentedControl.Item value={ALL}>{allLabel}</SegmentedControl.Item>
      {options.map((option) => (
        <SegmentedControl.Item key={option} value={option}>
          {text(option)}
        </SegmentedControl.Item>
      ))}
    </SegmentedControl.Root>
  );
}
