// The keyboard way into a chart: one entry per bar or segment, a link when it opens a list, named by
// the text the chart gives it (its label and value). A coloured swatch when the item has a colour.
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link, Text } from '@radix-ui/themes';

export interface ChartLegendItem {
  key: string;
  value: number;
  color?: string;
  /** built with linkTo; no href: not a link */
  href?: string;
}

export function ChartLegend<T extends ChartLegendItem>({ items, text, direction = 'row', label }: {
  items: readonly T[];
  text: (item: T) => string;
  direction?: 'row' | 'column';
  label?: string;
}) {
  return (
    <Flex asChild direction={direction} wrap="wrap" gap={direction === 'row' ? '3' : '1'} mt="2" justify={direction === 'row' ? 'center' : 'start'}>
      <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.key} data-figure={item.key} data-value={item.value}>
            <Flex align="center" gap="1">
              {item.color ? (
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: item.color, display: 'inline-block' }} />
              ) : null}
              {item.href ? (
                <Link asChild size="1">
                  <RouterLink to={item.href}>{text(item)}</RouterLink>
                </Link>
              ) : (
                <Text size="1">{text(item)}</Text>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
