// AskCISO (issue 8): conversations per user, and the structured answer the engine streams back.
import { z } from 'zod';
import { canUseAskCiso } from './access';
import { endpoint } from './endpoint';

/** Questions AskCISO can answer: offered on an empty conversation and after an answer it could not give. */
export const SUGGESTED_QUESTIONS = [
  'How many blocked alerts last week?',
  'Which SaaS apps were used the most in the last 30 days?',
  'How many endpoints are missing disk encryption?',
  'How many users do not have the agent installed?',
  'Phishing alerts this month',
  'Who used ChatGPT in the last 7 days?',
] as const;

export const answerLink = z.object({
  label: z.string(),
  /** built with linkTo(routeId, params, filters); opening it shows exactly the rows behind the figure */
  href: z.string(),
  route_id: z.string(),
});
export type AnswerLink = z.infer<typeof answerLink>;

export const answerTable = z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.union([z.string(), z.number()]))) });
export const answerChart = z.object({ label: z.array(z.string()), y: z.array(z.number()), series: z.string() });

/** An action waits for the admin's confirmation; the browser then makes this call, the one the screens make. */
export const confirmCard = z.object({
  title: z.string(),
  description: z.string(),
  method: z.enum(['POST', 'DELETE']),
  path: z.string(),
  body: z.record(z.string(), z.unknown()).nullable(),
  /** 'switch' runs the company-switch flow instead of a plain call */
  kind: z.enum(['call', 'switch']),
  client_id: z.string().optional(),
  confirm_label: z.string(),
});
export type ConfirmCard = z.infer<typeof confirmCard>;

export const answer = z.object({
  intent: z.string(),
  text: z.string(),
  /** the figure the answer states, when it states one */
  figure: z.number().nullable(),
  /** rows behind the answer (what its first link opens) */
  row_count: z.number().nullable(),
  as_of: z.string(),
  links: z.array(answerLink),
  table: answerTable.nullable(),
  chart: answerChart.nullable(),
  confirm: confirmCard.nullable(),
  suggestions: z.array(z.string()),
  help_topics: z.array(z.object({ id: z.string(), title: z.string(), href: z.string() })),
});
export type Answer = z.infer<typeof answer>;

export const conversation = z.object({ id: z.string(), title: z.string(), created_at: z.string(), updated_at: z.string() });
export type Conversation = z.infer<typeof conversation>;

export const message = z.object({
  seq: z.number(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  answer: answer.nullable(),
  created_at: z.string(),
});
export type Message = z.infer<typeof message>;

export const conversationDetail = conversation.extend({ messages: z.array(message) });

export const createConversationBody = z.object({ title: z.string().trim().min(1).max(120).optional() });
export const renameConversationBody = z.object({ title: z.string().trim().min(1).max(120) });
export const askBody = z.object({
  question: z.string().trim().min(1, 'Type a question.').max(1000),
  /** the asker's IANA time zone, for date phrases */
  z: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone')
    .optional(),
});
export const conversationParams = z.object({ id: z.uuid() });

export const chatbotApi = {
  listConversations: endpoint({
    method: 'GET',
    path: '/chatbot/conversations',
    access: canUseAskCiso,
    tag: 'askciso',
    description: "The caller's own conversations, most recently used first.",
    response: z.array(conversation),
  }),
  createConversation: endpoint({
    method: 'POST',
    path: '/chatbot/conversations',
    access: canUseAskCiso,
    tag: 'askciso',
    description: "Starts a conversation, called 'New conversation' until its first question names it, unless a title is given.",
    body: createConversationBody,
    response: conversation,
    errors: [404],
  }),
  getConversation: endpoint({
    method: 'GET',
    path: '/chatbot/conversations/:id',
    access: canUseAskCiso,
    tag: 'askciso',
    description: "One of the caller's conversations with its messages.",
    params: conversationParams,
    response: conversationDetail,
    errors: [404],
  }),
  renameConversation: endpoint({
    method: 'POST',
    path: '/chatbot/conversations/:id',
    access: canUseAskCiso,
    tag: 'askciso',
    description: 'Renames a conversation.',
    params: conversationParams,
    body: renameConversationBody,
    response: conversation,
    errors: [404],
  }),
  deleteConversation: endpoint({
    method: 'DELETE',
    path: '/chatbot/conversations/:id',
    access: canUseAskCiso,
    tag: 'askciso',
    description: 'Deletes a conversation and its messages; answers 204.',
    params: conversationParams,
    errors: [404],
    status: 204,
  }),
  askQuestion: endpoint({
    method: 'POST',
    path: '/chatbot/conversations/:id/messages',
    access: canUseAskCiso,
    tag: 'askciso',
    description: 'Asks a question; the answer streams back as server-sent events: start, delta (text), answer (the structured answer), done.',
    params: conversationParams,
    body: askBody,
    produces: ['text/event-stream'],
    errors: [404],
  }),
};
