// The transcript, virtualised (DESIGN.md: long transcripts are virtualised) with measured row heights;
// it follows the newest message while an answer streams in.
import { useEffect, useRef } from 'react';
import { Box, Card, Flex, Text } from '@radix-ui/themes';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { Answer, Message } from '../api/contract/askciso';
import { AnswerCard } from './answer-card';
import type { Pending } from './use-conversation';

type Row = { key: string; role: 'user' | 'assistant'; text: string; answer: Answer | null; streaming?: boolean; error?: string | null };

export function Transcript({ messages, pending, onAsk }: { messages: Message[]; pending: Pending | null; onAsk: (q: string) => void }) {
  const { t } = useTranslation('askciso');
  const rows: Row[] = messages.map((m) => ({ key: `m${m.seq}`, role: m.role, text: m.content, answer: m.answer }));
  if (pending) {
    rows.push({ key: 'pending-q', role: 'user', text: pending.question, answer: null });
    rows.push({ key: 'pending-a', role: 'assistant', text: pending.text, answer: pending.answer, streaming: !pending.answer, error: pending.error });
  }
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => parent.current, estimateSize: () => 120, overscan: 4 });
  const last = rows.length ? `${rows.length}:${rows[rows.length - 1].text.length}` : '';
  useEffect(() => {
    if (rows.length) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow the newest row as it grows
  }, [last]);

  return (
    <Box ref={parent} style={{ flex: 1, overflowY: 'auto', minHeight: 0 }} role="log" aria-live="polite" aria-label={t('transcript')}>
      <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <Box key={row.key} data-index={item.index} ref={virtualizer.measureElement} style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }} pb="3">
              <Flex justify={row.role === 'user' ? 'end' : 'start'}>
                <Card variant={row.role === 'user' ? 'classic' : 'surface'} style={{ maxWidth: row.role === 'user' ? '70%' : '100%' }} data-role={row.role}>
                  <Text as="div" size="1" color="gray" mb="1">
                    {row.role === 'user' ? t('you') : t('assistant')}
                  </Text>
                  {row.role === 'user' ? (
                    <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
                      {row.text}
                    </Text>
                  ) : row.answer ? (
                    <AnswerCard answer={row.answer} onAsk={onAsk} />
                  ) : row.error ? (
                    <Text color="red" role="alert">
                      {t('failed', { message: row.error })}
                    </Text>
                  ) : (
                    <Text as="p" size="2" color={row.text ? undefined : 'gray'} aria-busy>
                      {row.text || t('thinking')}
                    </Text>
                  )}
                </Card>
              </Flex>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
