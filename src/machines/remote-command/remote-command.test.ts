import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { POLL_FIRST_MS, POLL_MAX_MS, nextDelay, remoteCommandMachine, shownStatus, type RemoteCommandState } from './remote-command';

const QUEUED: RemoteCommandState = { status: 'Queued', delivered_at: null };
const DELIVERED: RemoteCommandState = { status: 'Queued', delivered_at: '2026-11-26T08:00:01.000Z' };

/** Each status call answers the next entry (an Error entry fails the call); the last one repeats. */
function start(
  initial: RemoteCommandState,
  answers: (RemoteCommandState | Error)[],
  options: { withOutput?: boolean; output?: () => Promise<string | null>; cancel?: () => Promise<RemoteCommandState> } = {},
) {
  const calls: string[] = [];
  let i = 0;
  const machine = remoteCommandMachine.provide({
    actors: {
      fetchStatus: fromPromise<RemoteCommandState, { id: string }>(async ({ input }) => {
        calls.push(`status:${input.id}@${Date.now()}`);
        const answer = answers[Math.min(i++, answers.length - 1)]!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      cancelCommand: fromPromise<RemoteCommandState, { id: string }>(async ({ input }) => {
        calls.push(`cancel:${input.id}`);
        if (!options.cancel) throw new Error('no cancel');
        return options.cancel();
      }),
      fetchOutput: fromPromise<string | null, { id: string }>(async ({ input }) => {
        calls.push(`output:${input.id}`);
        return options.output ? options.output() : 'done';
      }),
    },
  });
  const actor = createActor(machine, { input: { id: 'c1', initial, withOutput: options.withOutput } }).start();
  const statusCalls = () => calls.filter((c) => c.startsWith('status:')).map((c) => Number(c.split('@')[1]) - START);
  return { actor, calls, statusCalls };
}

const START = Date.UTC(2026, 10, 26, 8, 0, 0);

describe('remote command machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('doubles the wait between status calls from 1 s up to 15 s while nothing changes', async () => {
    const { actor, statusCalls } = start(QUEUED, [QUEUED]);
    expect(actor.getSnapshot().value).toBe('queued');
    await vi.advanceTimersByTimeAsync(999);
    expect(statusCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(statusCalls()).toEqual([1_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    // waits of 1, 2, 4, 8, 15, 15, 15 ... seconds
    expect(statusCalls().slice(0, 7)).toEqual([1_000, 3_000, 7_000, 15_000, 30_000, 45_000, 60_000]);
    expect(actor.getSnapshot().value).toBe('queued');
    expect(actor.getSnapshot().context.delay).toBe(POLL_MAX_MS);
  });

  it('goes Queued → Delivered when an agent takes the command, and waits 1 s again after the change', async () => {
    const { actor, statusCalls } = start(QUEUED, [QUEUED, QUEUED, DELIVERED]);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(statusCalls()).toEqual([1_000, 3_000, 7_000]);
    expect(actor.getSnapshot().value).toBe('delivered');
    expect(shownStatus(actor.getSnapshot().context.state)).toBe('Delivered');
    expect(actor.getSnapshot().context.delay).toBe(POLL_FIRST_MS);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(statusCalls()).toEqual([1_000, 3_000, 7_000, 8_000]);
  });

  it('goes Delivered → Success, stops polling and loads the output when the view wants it', async () => {
    const { actor, calls, statusCalls } = start(DELIVERED, [{ status: 'Success', delivered_at: DELIVERED.delivered_at, exit_code: 0 }], {
      withOutput: true,
      output: async () => 'agent restarted',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.output).toBe('agent restarted');
    expect(calls).toContain('output:c1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusCalls()).toEqual([1_000]);
  });

  it('goes Queued → Failure with its output', async () => {
    const { actor } = start(QUEUED, [{ status: 'Failure', delivered_at: DELIVERED.delivered_at, exit_code: 2 }], {
      withOutput: true,
      output: async () => 'syntax error near unexpected token',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.output).toBe('syntax error near unexpected token');
  });

  it('a list row does not load output', async () => {
    const { actor, calls } = start(QUEUED, [{ status: 'Success', delivered_at: DELIVERED.delivered_at }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('success');
    expect(calls.some((c) => c.startsWith('output:'))).toBe(false);
    expect(actor.getSnapshot().context.output).toBeNull();
  });

  it('goes Queued → Abort on time-out without asking for output', async () => {
    const { actor, calls } = start(QUEUED, [{ status: 'Abort', delivered_at: null }], { withOutput: true });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('abort');
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.some((c) => c.startsWith('output:'))).toBe(false);
  });

  it('cancels a Queued command: Queued → Cancelled, and polls no more', async () => {
    const { actor, calls, statusCalls } = start(QUEUED, [QUEUED], { cancel: async () => ({ status: 'Cancelled', delivered_at: null }) });
    actor.send({ type: 'command.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(calls).toEqual(['cancel:c1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusCalls()).toEqual([]);
  });

  it('cancels while a status call is out, when the command is still Queued', async () => {
    const { actor } = start(QUEUED, [QUEUED], { cancel: async () => ({ status: 'Cancelled', delivered_at: null }) });
    await vi.advanceTimersByTimeAsync(1_000);
    // the status call has answered by now; ask again and cancel before it answers
    actor.send({ type: 'command.refresh' });
    expect(actor.getSnapshot().value).toBe('fetching');
    actor.send({ type: 'command.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it('a refused cancel (already taken) keeps following the command and says why', async () => {
    const refusal = Object.assign(new Error('x'), { exception: 'The command is no longer Queued.' });
    const { actor } = start(QUEUED, [DELIVERED], {
      cancel: async () => {
        throw refusal;
      },
    });
    actor.send({ type: 'command.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('queued');
    expect(actor.getSnapshot().context.error).toBe('The command is no longer Queued.');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('delivered');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a cancel the server answers with the command already delivered follows it as Delivered', async () => {
    const { actor } = start(QUEUED, [DELIVERED], { cancel: async () => DELIVERED });
    actor.send({ type: 'command.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('delivered');
  });

  it('offers no cancel once the command is delivered', async () => {
    const { actor, calls } = start(DELIVERED, [DELIVERED], { cancel: async () => ({ status: 'Cancelled', delivered_at: null }) });
    actor.send({ type: 'command.cancel' });
    expect(actor.getSnapshot().value).toBe('delivered');
    await vi.advanceTimersByTimeAsync(1_000);
    // and not while its status call is out either
    actor.send({ type: 'command.refresh' });
    actor.send({ type: 'command.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c.startsWith('cancel:'))).toEqual([]);
  });

  it('a failed status call shows its message, waits longer and asks again; a good answer clears it', async () => {
    const { actor, statusCalls } = start(QUEUED, [new Error('Network down'), QUEUED]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toBe('queued');
    expect(actor.getSnapshot().context.error).toBe('Network down');
    expect(actor.getSnapshot().context.delay).toBe(2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(statusCalls()).toEqual([1_000, 3_000]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('refresh asks at once and starts the backoff over', async () => {
    const { actor, statusCalls } = start(QUEUED, [QUEUED]);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(actor.getSnapshot().context.delay).toBe(8_000);
    actor.send({ type: 'command.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(statusCalls()).toEqual([1_000, 3_000, 7_000, 7_000]);
    // the answer did not change anything: 1 s doubled once
    expect(actor.getSnapshot().context.delay).toBe(2_000);
  });

  it('starts final for a finished command: no status call; output loaded once, also when empty', async () => {
    const { actor, calls } = start({ status: 'Failure', delivered_at: DELIVERED.delivered_at }, [QUEUED], { withOutput: true, output: async () => null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(calls).toEqual(['output:c1']);
  });

  it('an output that cannot be loaded leaves the result shown with the reason', async () => {
    const { actor } = start({ status: 'Success', delivered_at: DELIVERED.delivered_at }, [QUEUED], {
      withOutput: true,
      output: async () => {
        throw new Error('Output unavailable');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.error).toBe('Output unavailable');
  });

  it('a cancelled or aborted command starts final', () => {
    expect(start({ status: 'Cancelled', delivered_at: null }, [QUEUED]).actor.getSnapshot().value).toBe('cancelled');
    expect(start({ status: 'Abort', delivered_at: null }, [QUEUED]).actor.getSnapshot().value).toBe('abort');
  });

  it('nextDelay resets on change and caps at 15 s', () => {
    expect(nextDelay(8_000, true)).toBe(POLL_FIRST_MS);
    expect(nextDelay(8_000, false)).toBe(15_000);
    expect(nextDelay(15_000, false)).toBe(15_000);
  });
});
