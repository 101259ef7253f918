// AskCISO calls (issue 8): conversations per user, and questions answered as a server-sent event stream.
import type { FastifyPluginAsync } from 'fastify';
import { chatbotApi } from '../../../src/api/contract/askciso';
import { registerEndpoints } from '../../lib/endpoints';
import { chunks, openEventStream } from './event-stream';
import { answerQuestion, createConversation, deleteConversation, getConversation, listConversations, readMessages, renameConversation } from './service';

const chatbotRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, chatbotApi, {
    listConversations: async (request) => listConversations(app.db, request.scope),
    createConversation: async (request) => {
      const created = await createConversation(app.db, request.scope, request.body.title, app.now());
      await request.audit('askciso.conversation.create', created.id, { title: created.title });
      return created;
    },
    getConversation: async (request) => ({
      ...(await getConversation(app.db, request.scope, request.params.id)),
      messages: await readMessages(app.db, request.scope, request.params.id),
    }),
    renameConversation: async (request) => {
      const renamed = await renameConversation(app.db, request.scope, request.params.id, request.body.title, app.now());
      await request.audit('askciso.conversation.rename', renamed.id, { title: renamed.title });
      return renamed;
    },
    deleteConversation: async (request) => {
      await deleteConversation(app.db, request.scope, request.params.id);
      await request.audit('askciso.conversation.delete', request.params.id, {});
      return null;
    },
    askQuestion: async (request, reply) => {
      const { scope, params, body } = request;
      await getConversation(app.db, scope, params.id);
      const now = app.now();
      const stream = openEventStream(reply);
      stream.send('start', { conversation_id: params.id });
      // let the headers and the start event leave before the answer's queries take the event loop
      await new Promise((resolve) => setImmediate(resolve));
      try {
        // the first sentence, with the figure, leaves as soon as the count is known; the rest follows
        let sent = '';
        const { seq, answer } = await answerQuestion(app.db, scope, params.id, body.question, now, body.z ?? 'UTC', (headline) => {
          for (const piece of chunks(headline)) stream.send('delta', { text: piece });
          sent += headline;
        });
        // the answer event carries the whole text, so a client that got a different start is corrected
        const rest = answer.text.startsWith(sent) ? answer.text.slice(sent.length) : answer.text;
        for (const piece of chunks(rest)) stream.send('delta', { text: piece });
        stream.send('answer', { seq, answer });
        stream.send('done', {});
      } catch (error) {
        request.log.error({ err: error }, 'askciso answer failed');
        stream.send('error', { exception: 'AskCISO could not answer this time. Please try again in a few moments.' });
      }
      stream.end();
    },
  });
};

export default chatbotRoutes;
