// AskCISO calls (issue 8): conversations, and a question whose answer streams back as server-sent events.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { answer as answerSchema, chatbotApi, type Answer } from '../contract/askciso';
import { callEndpoint, fetchEndpoint } from '../client';

export const conversationQueries = {
  all: () => ['askciso', 'conversations'] as const,
  lists: () => [...conversationQueries.all(), 'list'] as const,
  list: () => queryOptions({ queryKey: conversationQueries.lists(), queryFn: () => callEndpoint(chatbotApi.listConversations, {}) }),
  details: () => [...conversationQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({ queryKey: [...conversationQueries.details(), id] as const, queryFn: () => callEndpoint(chatbotApi.getConversation, { params: { id } }) }),
};

/** Starts a conversation; the list is refreshed once its first answer has arrived (useConversation). */
export function createConversation(title?: string) {
  return callEndpoint(chatbotApi.createConversation, { body: title ? { title } : {} });
}

export const conversationMutations = {
  rename: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['askciso', 'rename'],
      mutationFn: ({ id, title }: { id: string; title: string }) => callEndpoint(chatbotApi.renameConversation, { params: { id }, body: { title } }),
      onSuccess: () => client.invalidateQueries({ queryKey: conversationQueries.all() }),
    }),
  remove: (client: QueryClient) =>
    mutationOptions({
      mutationKey: ['askciso', 'delete'],
      mutationFn: (id: string) => callEndpoint(chatbotApi.deleteConversation, { params: { id } }),
      onSuccess: () => client.invalidateQueries({ queryKey: conversationQueries.all() }),
    }),
};

export type AskEvent = { type: 'delta'; text: string } | { type: 'answer'; seq: number; answer: Answer } | { type: 'error'; exception: string };

function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Sends a question and calls onEvent for each streamed event until the answer is complete. */
export async function askQuestion(id: string, question: string, onEvent: (event: AskEvent) => void, signal?: AbortSignal): Promise<void> {
  const res = await fetchEndpoint(chatbotApi.askQuestion, { params: { id }, body: { question, z: browserZone() } }, { signal, headers: { accept: 'text/event-stream' } });
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
