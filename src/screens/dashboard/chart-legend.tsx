// The keyboard way into a chart: one link per bar or segment, named by its label and value.
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link, Text } from '@radix-ui/themes';
import type { ChartItem } from './chart-items';

export function ChartLegend({ items, text }: { items: readonly ChartItem[]; text: (item: ChartItem) => string }) {
  return (
    <Flex asChild wrap="wrap" gap="3" mt="2" justify="center">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.key} data-figure={item.key} data-value={item.value}>
            <Flex align="center" gap="1">
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: item.color, display: 'inline-block' }} />
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
