// /chatbot/conversation and /chatbot/conversation/:id (issue 8): conversation list, transcript and
// composer. ?q= (from the palette's 'Ask AskCISO') sends that question at once.
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Box, Flex, Text } from '@radix-ui/themes';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/client';
import { SUGGESTED_QUESTIONS } from '../api/contract/askciso';
import { usePageHeading } from '../app/layout/page-heading';
import { linkTo } from '../lib/links';
import { ErrorState } from '../ui/error-state';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { SuggestionButton } from './suggestion-button';
import { useConversation } from './use-conversation';

// Answer cards draw charts (recharts) and markdown: the empty chat screen does not load them (issue 14).
const Transcript = lazy(() => import('./transcript').then((m) => ({ default: m.Transcript })));


export default function ChatScreen() {
  const { t } = useTranslation('askciso');
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  usePageHeading({ subheading: t('welcome') });
  const onCreated = useCallback((created: string) => navigate(linkTo('conversation', { id: created }), { replace: true }), [navigate]);
  const { detail, messages, pending, send } = useConversation(id, onCreated);

  // ?q= from the palette: ask it once, then drop it from the URL so a reload does not ask again
  const asked = useRef(false);
  const q = params.get('q');
  useEffect(() => {
    if (!q || asked.current) return;
    asked.current = true;
    setParams({}, { replace: true });
    void send(q);
  }, [q, send, setParams]);

  const lastQuestion = [...messages].reverse().find((m) => m.role === 'user')?.content ?? pending?.question;
  const missing = detail.error instanceof ApiRequestError && detail.error.status === 404;

  return (
    <Flex gap="4" style={{ height: 'calc(100vh - 180px)', minHeight: 420 }}>
      <ConversationList currentId={id} />
      <Flex direction="column" gap="3" style={{ flex: 1, minWidth: 0 }}>
        {missing ? (
          <ErrorState title={t('notFound')} />
        ) : messages.length === 0 && !pending ? (
          <Box style={{ flex: 1 }}>
            <Text as="p" size="2" color="gray" mb="3">
              {t('suggested')}
            </Text>
            <Flex gap="2" wrap="wrap">
              {SUGGESTED_QUESTIONS.map((s) => (
                <SuggestionButton key={s} question={s} size="2" onAsk={(q) => void send(q)} />
              ))}
            </Flex>
          </Box>
        ) : (
          <Suspense fallback={<Box style={{ flex: 1 }} />}>
            <Transcript messages={messages} pending={pending} onAsk={(s) => void send(s)} />
          </Suspense>
        )}
        <Composer onSend={(text) => void send(text)} lastQuestion={lastQuestion} busy={Boolean(pending && !pending.answer && !pending.error)} />
      </Flex>
    </Flex>
  );
}
