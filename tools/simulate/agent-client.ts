// The agent side of /agent/v1 over HTTP (Node's fetch): what a real endpoint agent does, with the
// retries a real agent needs. A call that got no answer, or a 429 or 5xx, is sent again unchanged, so a
// telemetry or dlp-activity batch keeps its event ids and a second delivery only counts as duplicates (issue 3).
import { gzipSync } from 'node:zlib';
import {
  AGENT_BASE,
  type CommandPollResponse,
  type CommandResultBody,
  type EnrolBody,
  type EnrolResponse,
  type HeartbeatBody,
  type HeartbeatResponse,
  type PolicyAckResponse,
  type PolicyDocument,
  policyEtag,
  type TelemetryResponse,
} from '../../src/api/contract/agent';
import { DLP_ACTIVITY_AGENT_PATH, type DlpActivityEvent, type DlpActivityResponse } from '../../src/api/contract/dlp-activity';

export type Fetch = typeof fetch;

export interface RetryPolicy {
  /** give up on a call after this long without an answer that counts */
  maxWaitMs: number;
  /** first back-off; doubles up to 5 s */
  baseDelayMs: number;
}

export class AgentHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`agent API answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'AgentHttpError';
  }
}

export interface CallStats {
  retries: number;
}

/** Waits `ms`, or less when the signal aborts; the abort listener goes when the wait ends, so long runs do not pile them up. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

export class AgentClient {
  private readonly base: string;

  constructor(
    url: string,
    private readonly options: { fetch: Fetch; retry: RetryPolicy; stats: CallStats; signal?: AbortSignal },
  ) {
    this.base = url.replace(/\/+$/, '') + AGENT_BASE;
  }

  /** One call, sent again until it is answered with something other than 429 or 5xx, or the policy gives up. */
  async call<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const { fetch, retry, stats, signal } = this.options;
    const started = Date.now();
    let delay = retry.baseDelayMs;
    for (let attempt = 0; ; attempt++) {
      let wait: number;
      try {
        const res = await fetch(this.base + path, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        if (res.ok) return (text ? JSON.parse(text) : {}) as T;
        // Not Modified: what the caller already has is current
        if (res.status === 304) return null as T;
        if (res.status !== 429 && res.status < 500) throw new AgentHttpError(res.status, text);
        const retryAfter = Number(res.headers.get('retry-after'));
        wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : delay;
      } catch (error) {
        if (error instanceof AgentHttpError) throw error;
        // no answer (connection refused or reset, server restarting): the request may or may not have been stored
        wait = delay;
      }
      if (signal?.aborted || Date.now() - started + wait > retry.maxWaitMs) {
        throw new Error(`${method} ${path}: no answer after ${attempt + 1} attempts`);
      }
      stats.retries++;
      await sleep(wait, signal);
      delay = Math.min(delay * 2, 5000);
    }
  }

  enrol(body: EnrolBody): Promise<EnrolResponse> {
    return this.call('POST', '/enrol', null, body);
  }

  heartbeat(token: string, body: HeartbeatBody = {}): Promise<HeartbeatResponse> {
    return this.call('POST', '/heartbeat', token, body);
  }

  telemetry(token: string, events: readonly unknown[]): Promise<TelemetryResponse> {
    return this.call('POST', '/telemetry', token, { events });
  }

  /** POST /dlp-activity (issue 21): what left beyond the clipboard (uploads ...), at most MAX_ACTIVITY_EVENTS a call; idempotent by event id. */
  dlpActivity(token: string, events: readonly DlpActivityEvent[]): Promise<DlpActivityResponse> {
    return this.call('POST', DLP_ACTIVITY_AGENT_PATH, token, { events });
  }

  /** The policy document (issue 5), or null when the version in `known` is still current (304). */
  policy(token: string, known?: number): Promise<PolicyDocument | null> {
    return this.call('GET', '/policy', token, undefined, known === undefined ? {} : { 'if-none-match': policyEtag(known) });
  }

  policyAck(token: string, version: number): Promise<PolicyAckResponse> {
    return this.call('POST', '/policy/ack', token, { version });
  }

  commands(token: string): Promise<CommandPollResponse> {
    return this.call('GET', '/commands', token);
  }

  commandResult(token: string, id: string, body: CommandResultBody): Promise<{ id: string; status: string }> {
    return this.call('POST', `/commands/${id}/result`, token, body);
  }

  /** POST /logs (issue 18): a log file, gzip-compressed; best effort, so sent once without retries. */
  async uploadLog(token: string, name: string, text: Uint8Array): Promise<void> {
    const res = await this.options.fetch(`${this.base}/logs?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
      body: gzipSync(text),
      signal: this.options.signal,
    });
    if (!res.ok) throw new AgentHttpError(res.status, await res.text());
  }
}
