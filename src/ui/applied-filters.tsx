// The row of filters a list applies, each a badge with its remove button (the SaaS and website
// inventories, the alert lists). The screen says what removing one does.
import { Badge, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';

export interface AppliedFilter {
  /** unique among the row */
  readonly id: string;
  readonly label: string;
}

export function AppliedFilters<F extends AppliedFilter>({
  filters,
  title,
  removeLabel,
  onRemove,
}: {
  filters: readonly F[];
  title: string;
  removeLabel: (filter: F) => string;
  onRemove: (filter: F) => void;
}) {
  if (!filters.length) return null;
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid="applied-filters">
      <Text size="2" color="gray">
        {title}
      </Text>
      {filters.map((f) => (
        <Badge key={f.id} size="2" variant="surface">
          {f.label}
          <IconButton size="1" variant="ghost" aria-label={removeLabel(f)} onClick={() => onRemove(f)}>
            <Cross2Icon />
          </IconButton>
        </Badge>
      ))}
    </Flex>
  );
}
