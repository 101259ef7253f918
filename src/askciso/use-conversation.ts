// The open conversation: its stored messages plus the question being answered, streamed as it arrives.
import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, Message } from '../api/contract/askciso';
import { ApiRequestError } from '../api/client';
import { askQuestion, conversationQueries, createConversation } from '../api/queries/askciso';

export interface Pending {
  question: string;
  text: string;
  answer: Answer | null;
  error: string | null;
  /** the stored answer's number, once the server has saved it */
  seq?: number;
}

export function useConversation(id: string | undefined, onCreated: (id: string) => void) {
  const queryClient = useQueryClient();
  const detail = useQuery({ ...conversationQueries.detail(id ?? 'none'), enabled: Boolean(id) });
  const [pending, setPending] = useState<Pending | null>(null);
  const abort = useRef<AbortController | null>(null);

  const send = useCallback(
    async (question: string) => {
      const text = question.trim();
      if (!text || pending?.answer === null) return;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setPending({ question: text, text: '', answer: null, error: null });
      try {
        let target = id;
        if (!target) {
          target = (await createConversation()).id;
          onCreated(target);
        }
        await askQuestion(
          target,
          text,
          (event) => {
            setPending((p) => {
              if (!p) return p;
              if (event.type === 'delta') return { ...p, text: p.text + event.text };
              if (event.type === 'answer') return { ...p, answer: event.answer, text: event.answer.text, seq: event.seq };
              return { ...p, error: event.exception };
            });
          },
          controller.signal,
        );
        await queryClient.invalidateQueries({ queryKey: conversationQueries.all() });
        setPending(null);
      } catch (error) {
        if (controller.signal.aborted) return;
        setPending((p) => (p ? { ...p, error: error instanceof ApiRequestError ? error.exception : String(error) } : p));
      }
    },
    [id, onCreated, pending, queryClient],
  );

  const messages: Message[] = detail.data?.messages ?? [];
  // The refetched conversation can arrive a render before the pending answer is cleared: once the stored
  // messages hold it, it is shown once, from them.
  const stored = pending?.seq !== undefined && messages.some((m) => m.seq === pending.seq);
  return { detail, messages, pending: stored ? null : pending, send };
}
