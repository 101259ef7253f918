// AskCISO calls (issue 8): conversations per user, and questions answered as a server-sent event stream
// (event 'start' at once, 'delta' text chunks, then 'answer' with the structured answer, 'done').
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askBody, conversation, conversationDetail, conversationParams, createConversationBody, renameConversationBody } from '../../../src/api/contract/askciso';
import { errorSchema } from '../../../src/api/contract/common';
import { ask } from '../../askciso/engine';
import { requireGate } from '../../plugins/tenancy';
import { createConversation, deleteConversation, getConversation, lastPlan, listConversations, readMessages, renameConversation, saveExchange } from './service';

const askcisoGate = requireGate({ area: 'askciso', restricted: true });
const refused = { 400: errorSchema, 403: errorSchema, 404: errorSchema };
export const NEW_TITLE = 'New conversation';

/** Splits the answer into small pieces so the transcript fills in as it streams. */
function chunks(text: string): string[] {
  return text.match(/[^\s]+\s*/g) ?? [];
}

const chatbotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', askcisoGate);

  app.get('/chatbot/conversations', { schema: { tags: ['askciso'], response: { 200: z.array(conversation), 403: errorSchema } } }, async (request) => listConversations(app.db, request.scope));

  app.post('/chatbot/conversations', { schema: { tags: ['askciso'], body: createConversationBody, response: { 200: conversation, ...refused } } }, async (request) => {
    const created = await createConversation(app.db, request.scope, request.body.title ?? NEW_TITLE, app.now());
    await request.audit('askciso.conversation.create', created.id, { title: created.title });
    return created;
  });

  app.get('/chatbot/conversations/:id', { schema: { tags: ['askciso'], params: conversationParams, response: { 200: conversationDetail, ...refused } } }, async (request) => ({
    ...(await getConversation(app.db, request.scope, request.params.id)),
    messages: await readMessages(app.db, request.scope, request.params.id),
  }));

  app.post(
    '/chatbot/conversations/:id',
    { schema: { tags: ['askciso'], description: 'Renames a conversation.', params: conversationParams, body: renameConversationBody, response: { 200: conversation, ...refused } } },
    async (request) => {
      const renamed = await renameConversation(app.db, request.scope, request.params.id, request.body.title, app.now());
      await request.audit('askciso.conversation.rename', renamed.id, { title: renamed.title });
      return renamed;
    },
  );

  app.delete('/chatbot/conversations/:id', { schema: { tags: ['askciso'], params: conversationParams, response: { 204: z.null(), ...refused } } }, async (request, reply) => {
    await deleteConversation(app.db, request.scope, request.params.id);
    await request.audit('askciso.conversation.delete', request.params.id, {});
    return reply.code(204).send(null);
  });

  app.post(
    '/chatbot/conversations/:id/messages',
    {
      schema: {
        tags: ['askciso'],
        description: 'Asks a question; the answer streams back as server-sent events: start, delta (text), answer (the structured answer), done.',
        params: conversationParams,
        body: askBody,
        response: refused,
      },
    },
    async (request, reply) => {
      const { scope } = request;
      await getConversation(app.db, scope, request.params.id);
      const now = app.now();
      const zone = request.body.z ?? 'UTC';
      reply.hijack();
      const headers = { ...reply.getHeaders(), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive' };
      reply.raw.writeHead(200, headers as Record<string, string>);
      reply.raw.flushHeaders();
      const send = (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('start', { conversation_id: request.params.id });
      // let the headers and the start event leave before the answer's queries take the event loop
      await new Promise((resolve) => setImmediate(resolve));
      try {
        const previous = await lastPlan(app.db, scope, request.params.id);
        const { answer, plan } = await ask({ db: app.db, scope, question: request.body.question, previous, now, zone });
        const seq = await saveExchange(app.db, scope, request.params.id, request.body.question, answer, plan, now);
        for (const piece of chunks(answer.text)) send('delta', { text: piece });
        send('answer', { seq, answer });
        send('done', {});
      } catch (error) {
        request.log.error({ err: error }, 'askciso answer failed');
        send('error', { exception: 'AskCISO could not answer this time. Please try again in a few moments.' });
      }
      reply.raw.end();
    },
  );
};

export default chatbotRoutes;
