// The result list, virtualised (issue 6 "Speed"): whatever the number of matches, only the rows in
// view plus a few either side are in the DOM. Each row is a cmdk item, so the listbox and option roles
// and aria-activedescendant come from cmdk.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Command } from 'cmdk';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Badge, Flex, Text } from '@radix-ui/themes';
import type { Command as PaletteCommand } from './types';

export const ROW_HEIGHT = 52;
const LIST_HEIGHT = ROW_HEIGHT * 8;

export interface PaletteResultsProps {
  readonly results: readonly PaletteCommand[];
  readonly activeIndex: number;
  /** ids shown with the 'Recent' marker */
  readonly recentIds: ReadonlySet<string>;
  readonly recentLabel: string;
  readonly label: string;
  readonly onChoose: (command: PaletteCommand) => void;
}

export function PaletteResults({ results, activeIndex, recentIds, recentLabel, label, onChoose }: PaletteResultsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // jsdom and the first frame have no layout yet: assume the list's own height
    initialRect: { width: 600, height: LIST_HEIGHT },
  });

  useEffect(() => {
    if (results.length > 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, results, virtualizer]);

  // cmdk 1.1 leaves aria-activedescendant stale when its value is controlled, so the input is pointed
  // at the active row here, after every render that may have mounted it.
  useLayoutEffect(() => {
    const list = listRef.current;
    const input = list?.closest('[cmdk-root]')?.querySelector('[cmdk-input]');
    if (!list || !input) return;
    const activeId = results[activeIndex]?.id;
    const row = activeId ? list.querySelector(`[cmdk-item][data-value="${CSS.escape(activeId)}"]`) : null;
    if (row?.id) input.setAttribute('aria-activedescendant', row.id);
    else input.removeAttribute('aria-activedescendant');
  });

  return (
    <Command.List ref={listRef} label={label} className="palette-list" style={{ maxHeight: LIST_HEIGHT }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const command = results[row.index];
          return (
            <Command.Item
              key={command.id}
              value={command.id}
              data-command-id={command.id}
              onSelect={() => onChoose(command)}
              aria-posinset={row.index + 1}
              aria-setsize={results.length}
              className="palette-item"
              style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
            >
              <Flex direction="column" minWidth="0" flexGrow="1">
                <Text size="2" weight="medium" truncate>
                  {command.title}
                </Text>
                {command.subtitle ? (
                  <Text size="1" color="gray" truncate>
                    {command.subtitle}
                  </Text>
                ) : null}
              </Flex>
              <Flex gap="1" flexShrink="0">
                {recentIds.has(command.id) ? (
                  <Badge color="gray" variant="outline">
                    {recentLabel}
                  </Badge>
                ) : null}
                <Badge color={command.kind === 'navigate' ? 'indigo' : 'gray'} variant="soft" highContrast>
                  {command.badge}
                </Badge>
              </Flex>
            </Command.Item>
          );
        })}
      </div>
    </Command.List>
  );
}
