// AskCISO calls (issue 8): conversations, and a question whose answer streams back as server-sent events.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { answer as answerSchema, conversation, conversationDetail, type Answer } from '../contract/askciso';
import { apiFetch, request } from '../client';

export const conversationQueries = {
  all: () => ['askciso', 'conversations'] as const,
  list: () => queryOptions({ queryKey: [...conversationQueries.all(), 'list'] as const, queryFn: () => request('GET', '/chatbot/conversations', { schema: z.array(conversation) }) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...conversationQueries.all(), 'detail', id] as const, queryFn: () => request('GET', `/chatbot/conversations/${id}`, { schema: conversationDetail }) }),
};

export function createConversation(title?: string) {
  return request('POST', '/chatbot/conversations', { body: title ? { title } : {}, schema: conversation });
}

export function renameConversation(id: string, title: string) {
  return request('POST', `/chatbot/conversations/${id}`, { body: { title }, schema: conversation });
}

export function deleteConversation(id: string) {
  return apiFetch('DELETE', `/chatbot/conversations/${id}`);
}

export type AskEvent = { type: 'delta'; text: string } | { type: 'answer'; seq: number; answer: Answer } | { type: 'error'; exception: string };

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Sends a question and calls onEvent for each streamed event until the answer is complete. */
export async function askQuestion(id: string, question: string, onEvent: (event: AskEvent) => void, signal?: AbortSignal): Promise<void> {
  const res = await apiFetch('POST', `/chatbot/conversations/${id}/messages`, { body: { question, z: browserZone() }, signal, headers: { accept: 'text/event-stream' } });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('The answer could not be read.');
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) {
        const parsed = JSON.parse(data) as Record<string, unknown>;
        if (event === 'delta') onEvent({ type: 'delta', text: String(parsed.text ?? '') });
        else if (event === 'answer') onEvent({ type: 'answer', seq: Number(parsed.seq), answer: answerSchema.parse(parsed.answer) });
        else if (event === 'error') onEvent({ type: 'error', exception: String(parsed.exception ?? '') });
      }
      cut = buffer.indexOf('\n\n');
    }
    if (done) break;
  }
}
