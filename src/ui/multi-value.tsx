// spec part 2 §2.2, §2.5: the multi-value display. The first value is shown, the rest behind '+N',
// listed on hover or focus in a list about 100px high that scrolls.
import { useRef, useState } from 'react';
import { Badge, Box, Flex, Popover, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export interface MultiValueProps {
  content: readonly string[];
  placeholder?: string;
}

export function MultiValue({ content, placeholder }: MultiValueProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (content.length === 0) return <Text color="gray">{placeholder ?? t('multiValue.empty')}</Text>;
  const [first, ...rest] = content;

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };

  return (
    <Flex align="center" gap="2" wrap="nowrap">
      <Text truncate>{first}</Text>
      {rest.length > 0 ? (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger>
            <button
              type="button"
              className="multi-value-more"
              aria-label={t('multiValue.moreLabel', { count: rest.length, items: rest.join(', ') })}
              onMouseEnter={show}
              onMouseLeave={hide}
              onFocus={show}
              onBlur={hide}
            >
              <Badge color="gray" variant="surface" radius="full">
                {t('multiValue.more', { count: rest.length })}
              </Badge>
            </button>
          </Popover.Trigger>
          <Popover.Content size="1" onMouseEnter={show} onMouseLeave={hide} onOpenAutoFocus={(event) => event.preventDefault()}>
            <Box asChild style={{ maxHeight: 100, overflowY: 'auto', margin: 0, paddingLeft: 16 }}>
              <ul>
                {rest.map((value) => (
                  <li key={value}>
                    <Text size="1">{value}</Text>
                  </li>
                ))}
              </ul>
            </Box>
          </Popover.Content>
        </Popover.Root>
      ) : null}
    </Flex>
  );
}
