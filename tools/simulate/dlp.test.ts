// The simulated agent's DLP reports (issue 21): a paste is a copy_paste telemetry event, an upload a
// dlp-activity event on its channel with the policy that acted, both as the agent API's contract takes them;
// and the client sends uploads to POST /agent/v1/dlp-activity, again unchanged when no answer came.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { agentEvent } from '../../src/api/contract/agent';
import { dlpActivityBody } from '../../src/api/contract/dlp-activity';
import { sample, seededRand } from '../../src/lib/dlp/samples';
import { AgentClient, type Fetch } from './agent-client';
import { DlpEnforcer, emptyTally, transferEvent, type Transfer } from './dlp';

type DocPolicy = ConstructorParameters<typeof DlpEnforcer>[0][number];
const policy = (over: Partial<DocPolicy>): DocPolicy => ({
  id: randomUUID(), name: 'p', kind: 'exfiltration', action: 'Alert', channels: ['Cloud Storage'], destinations: [], data_types: ['Credit Card Number'],
  custom_types: [], dictionaries: [], token_hashes: [], file_hashes: [], folders: [], group_ids: [], ...over,
});

const card = sample.card(seededRand(8));
const text = `Refunds\n${card}\n`;
const at = new Date('2026-11-20T10:00:00.000Z');
const upload = (destination: string, genAi: boolean, body = text): Transfer => ({ kind: 'upload', source: 'refunds.txt', destination, genAi, text: body });

describe('transferEvent', () => {
  const storage = policy({ name: 'Cards to cloud storage', action: 'Alert' });
  const prompts = policy({ name: 'Cards in prompts', kind: 'llm', channels: ['Gen AI'], action: 'Block' });
  const enforcer = new DlpEnforcer([storage, prompts]);

  it('reports a paste as a copy_paste telemetry event', () => {
    const tally = emptyTally();
    const reported = transferEvent(enforcer, { kind: 'paste', source: 'Salesforce', destination: 'ChatGPT', genAi: true, text }, at, tally);
    expect(reported?.via).toBe('telemetry');
    expect(agentEvent.parse(reported!.event)).toMatchObject({
      kind: 'copy_paste', source: 'Salesforce', destination: 'ChatGPT', data_type: 'Credit Card Number', match_count: 1, action: 'Block', at: at.toISOString(),
    });
    expect(tally).toMatchObject({ transfers: 1, clean: 0, Block: 1, pasted: { Block: 1, Alert: 0, Report: 0 }, uploaded: { Block: 0, Alert: 0, Report: 0 } });
  });

  it('reports an upload to cloud storage as an agent dlp-activity event on the Cloud Storage channel, with the policy that acted', () => {
    const tally = emptyTally();
    const reported = transferEvent(enforcer, upload('Google Drive', false), at, tally);
    expect(reported?.via).toBe('dlp-activity');
    const [event] = dlpActivityBody.parse({ events: [reported!.event] }).events;
    expect(event).toEqual({
      id: expect.any(String), at: at.toISOString(), origin: 'agent', channel: 'Cloud Storage', source: 'refunds.txt', destination: 'Google Drive',
      data_types: ['Credit Card Number'], match_count: 1, policy_id: storage.id, action: 'Alert',
    });
    expect(tally).toMatchObject({ transfers: 1, Alert: 1, pasted: { Alert: 0 }, uploaded: { Alert: 1 }, uploadedTo: { 'Cloud Storage': 1, 'Gen AI': 0 } });
  });

  it('reports an upload into a Gen AI app on the Gen AI channel, and one no policy acts on without a policy', () => {
    const tally = emptyTally();
    const genAi = transferEvent(enforcer, upload('ChatGPT', true), at, tally);
    expect(genAi?.event).toMatchObject({ origin: 'agent', channel: 'Gen AI', destination: 'ChatGPT', action: 'Block', policy_id: prompts.id });
    const unwatched = transferEvent(new DlpEnforcer([]), upload('Dropbox', false), at, tally);
    expect(unwatched?.via).toBe('dlp-activity');
    expect(unwatched?.event).toMatchObject({ channel: 'Cloud Storage', action: 'Report' });
    expect(unwatched?.event).not.toHaveProperty('policy_id');
    expect(tally).toMatchObject({ transfers: 2, Block: 1, Report: 1, uploaded: { Block: 1, Report: 1 }, uploadedTo: { 'Cloud Storage': 1, 'Gen AI': 1 } });
  });

  it('leaves out a policy id the contract would refuse, and reports no clean upload', () => {
    const tally = emptyTally();
    const odd = transferEvent(new DlpEnforcer([policy({ id: 'p' })]), upload('Box', false), at, tally);
    expect(odd?.event).toMatchObject({ action: 'Alert' });
    expect(odd?.event).not.toHaveProperty('policy_id');
    expect(transferEvent(enforcer, upload('Box', false, 'Agenda: roadmap review and offsite logistics.'), at, tally)).toBeNull();
    expect(tally).toMatchObject({ transfers: 2, clean: 1, Alert: 1, uploaded: { Alert: 1 } });
  });
});

describe('AgentClient.dlpActivity', () => {
  it('posts the events with the device token, and sends the same body again after a 503', async () => {
    const calls: { url: string; auth: string | null; body: string }[] = [];
    const fake: Fetch = async (input, init) => {
      calls.push({ url: String(input), auth: new Headers(init?.headers).get('authorization'), body: String(init?.body) });
      return calls.length === 1
        ? new Response('{"error":"busy"}', { status: 503 })
        : new Response(JSON.stringify({ accepted: 1, duplicates: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const stats = { retries: 0 };
    const client = new AgentClient('http://agent.test/', { fetch: fake, stats, retry: { maxWaitMs: 5000, baseDelayMs: 1 } });
    const reported = transferEvent(new DlpEnforcer([]), upload('Google Drive', false), at, emptyTally());
    if (reported?.via !== 'dlp-activity') throw new Error('an upload is a dlp-activity event');
    const answer = await client.dlpActivity('token-1', [reported.event]);
    expect(answer).toEqual({ accepted: 1, duplicates: 0 });
    expect(stats.retries).toBe(1);
    expect(calls.map((c) => c.url)).toEqual(['http://agent.test/agent/v1/dlp-activity', 'http://agent.test/agent/v1/dlp-activity']);
    expect(calls.every((c) => c.auth === 'Bearer token-1')).toBe(true);
    expect(calls[1].body).toBe(calls[0].body);
    expect(dlpActivityBody.parse(JSON.parse(calls[0].body)).events[0].id).toBe(reported.event.id);
  });
});
