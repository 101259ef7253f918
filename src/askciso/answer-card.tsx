// One AskCISO answer: the markdown text (no raw HTML), the links (real links, styled as buttons, so they
// open in a new tab or copy like any link) to the pre-filtered screens, a compact table, a small chart, a confirm card for actions, follow-ups and help topics.
import { useState } from 'react';
import { Box, Button, Callout, Card, Flex, Table, Text } from '@radix-ui/themes';
import { ArrowRightIcon, CheckCircledIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Answer } from '../api/contract/askciso';
import { apiFetch, ApiRequestError } from '../api/client';
import { useSession } from '../app/session/use-session';
import { SuggestionButton } from './suggestion-button';
import { Markdown } from '../help/markdown';

function ConfirmCard({ confirm }: { confirm: NonNullable<Answer['confirm']> }) {
  const { t } = useTranslation('askciso');
  const { switchCompany } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | { error: string }>('idle');

  async function run() {
    setState('busy');
    try {
      if (confirm.kind === 'switch' && confirm.client_id) {
        switchCompany(confirm.client_id);
      } else {
        await apiFetch(confirm.method, confirm.path.replace(/^\/api/, ''), { body: confirm.body ?? undefined });
        // every list, count and chart that shows the app's tag is stale now
        await queryClient.invalidateQueries();
      }
      setState('done');
    } catch (error) {
      setState({ error: error instanceof ApiRequestError ? error.exception : String(error) });
    }
  }

  return (
    <Card variant="surface" mt="2">
      <Text as="p" weight="bold" size="2">
        {confirm.title}
      </Text>
      {state === 'done' ? (
        <Callout.Root color="green" size="1" mt="2" role="status">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('confirmed')}</Callout.Text>
        </Callout.Root>
      ) : (
        <Flex gap="2" mt="2" align="center">
          <Button size="1" onClick={run} disabled={state === 'busy'}>
            {confirm.confirm_label}
          </Button>
          {typeof state === 'object' ? (
            <Text size="1" color="red" role="alert">
              {state.error}
            </Text>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}

export function AnswerCard({ answer, onAsk }: { answer: Answer; onAsk: (question: string) => void }) {
  const { t } = useTranslation('askciso');
  return (
    <Box>
      <Markdown>{answer.text}</Markdown>
      {answer.table && answer.table.rows.length ? (
        <Table.Root size="1" variant="surface" my="2">
          <Table.Header>
            <Table.Row>
              {answer.table.columns.map((c) => (
                <Table.ColumnHeaderCell key={c}>{c}</Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {answer.table.rows.map((row, i) => (
              <Table.Row key={i}>
                {row.map((cell, j) => (
                  <Table.Cell key={j}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
      {answer.chart && answer.chart.y.length ? (
        <Box my="2" style={{ height: 160 }} role="img" aria-label={t('chart', { series: answer.chart.series })}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={answer.chart.label.map((label, i) => ({ label, value: answer.chart!.y[i] }))}>
              <XAxis dataKey="label" fontSize={10} />
              <YAxis allowDecimals={false} fontSize={10} width={32} />
              <Tooltip />
              <Bar dataKey="value" name={answer.chart.series} fill="var(--accent-9)" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      ) : null}
      {answer.links.length ? (
        <Flex gap="2" wrap="wrap" my="2">
          {answer.links.map((l) => (
            <Button key={l.href} asChild size="1" variant="soft">
              <Link to={l.href}>
                {l.label} <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
          ))}
        </Flex>
      ) : null}
      {answer.confirm ? <ConfirmCard confirm={answer.confirm} /> : null}
      {answer.help_topics.length ? (
        <Flex gap="2" wrap="wrap" my="2" aria-label={t('helpTopics')}>
          {answer.help_topics.map((h) => (
            <Button key={h.id} asChild size="1" variant="outline" color="gray">
              <Link to={h.href}>{h.title}</Link>
            </Button>
          ))}
        </Flex>
      ) : null}
      {answer.suggestions.length ? (
        <Flex gap="2" wrap="wrap" mt="2" role="group" aria-label={t('followUps')}>
          {answer.suggestions.map((s) => (
            <SuggestionButton key={s} question={s} onAsk={onAsk} />
          ))}
        </Flex>
      ) : null}
    </Box>
  );
}
