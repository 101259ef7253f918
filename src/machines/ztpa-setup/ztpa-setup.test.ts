import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiRequestError } from '../../api/client';
import {
  EMPTY_DRAFT,
  readFailure,
  stepOf,
  ztpaSetupMachine,
  type PoliciesValues,
  type RangeValues,
  type SaveGatewayInput,
  type SavePoliciesInput,
  type SaveRangeInput,
  type SetupDraft,
  type SetupGateway,
} from './ztpa-setup';
import { GATEWAY_EXISTS_MESSAGE, RANGE_OVERLAP_MESSAGE } from '../../api/contract/ztpa';

type Answer<T> = T | Error;

/** The machine with recorded calls; each actor answers the next entry of its list (an Error fails it). */
function start(options: { id?: string; draft?: Answer<SetupDraft>; range?: Answer<RangeValues>[]; gateway?: Answer<SetupGateway>[]; policies?: Answer<PoliciesValues>[] } = {}) {
  const calls: { kind: string; input: unknown }[] = [];
  const next = <T>(list: Answer<T>[] | undefined, fallback: T): T => {
    const answer = list && list.length > 0 ? list.shift()! : fallback;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = ztpaSetupMachine.provide({
    actors: {
      loadDraft: fromPromise<SetupDraft, { id: string }>(async ({ input }) => {
        calls.push({ kind: 'load', input });
        const d = options.draft ?? EMPTY_DRAFT;
        if (d instanceof Error) throw d;
        return d;
      }),
      saveRange: fromPromise<RangeValues, SaveRangeInput>(async ({ input }) => {
        calls.push({ kind: 'range', input });
        return next(options.range, input.values);
      }),
      saveGateway: fromPromise<SetupGateway, SaveGatewayInput>(async ({ input }) => {
        calls.push({ kind: 'gateway', input });
        return next(options.gateway, { id: 'gw-1', public_key: 'PUBKEY=' });
      }),
      savePolicies: fromPromise<PoliciesValues, SavePoliciesInput>(async ({ input }) => {
        calls.push({ kind: 'policies', input });
        return next(options.policies, input.values);
      }),
    },
  });
  const actor = createActor(machine, { input: { id: options.id } }).start();
  return { actor, calls };
}

const settle = (actor: ReturnType<typeof start>['actor'], state: string) => waitFor(actor, (s) => s.matches(state as never), { timeout: 1000 });

const RANGE = { endpoint_ip_range: '100.64.10.0/24' };
const GATEWAY = { name: 'Frankfurt', public_host: 'gw.example.com', listen_port: 51820 };
const POLICIES: PoliciesValues = {
  subnets: ['10.20.0.0/16'],
  policies: [{ subnet: '10.20.0.0/16', ports: ['22', '443'], all_users: false, group_ids: ['g1'], person_ids: [] }],
};

describe('ZTPA setup machine (spec part 2 §9)', () => {
  it('walks the three steps in order, each saved before the next opens, and ends with the gateway id', async () => {
    const { actor, calls } = start();
    expect(stepOf(actor.getSnapshot().value)).toBe('range');
    actor.send({ type: 'range.submit', values: RANGE });
    await settle(actor, 'gateway');
    expect(stepOf(actor.getSnapshot().value)).toBe('gateway');
    expect(actor.getSnapshot().matches({ gateway: 'editing' })).toBe(true);
    actor.send({ type: 'gateway.submit', values: GATEWAY });
    await settle(actor, 'gateway.ready');
    // step 2 shows the public key of the gateway it created
    expect(actor.getSnapshot().context.draft.saved).toEqual({ id: 'gw-1', public_key: 'PUBKEY=' });
    actor.send({ type: 'gateway.next' });
    expect(stepOf(actor.getSnapshot().value)).toBe('policies');
    actor.send({ type: 'policies.submit', values: POLICIES });
    await settle(actor, 'done');
    expect(actor.getSnapshot().output).toEqual({ id: 'gw-1' });
    // what each step sent is kept (the last step's toast names the gateway; Back shows the values again)
    expect(actor.getSnapshot().context.draft).toMatchObject({ range: RANGE, gateway: GATEWAY, policies: POLICIES });
    expect(calls.map((c) => c.kind)).toEqual(['range', 'gateway', 'policies']);
    // step 2 sends the range of step 1; step 3 goes to the gateway step 2 created
    expect(calls[1]!.input).toEqual({ id: null, range: RANGE, values: GATEWAY });
    expect(calls[2]!.input).toEqual({ id: 'gw-1', values: POLICIES });
  });

  it('keeps step 1 open with the overlap reason on the range field when the server answers 409', async () => {
    const overlap = new ApiRequestError(409, { exception: RANGE_OVERLAP_MESSAGE, code: 'conflict' });
    const { actor } = start({ range: [overlap] });
    actor.send({ type: 'range.submit', values: RANGE });
    await settle(actor, 'range.editing');
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'range', fields: { endpoint_ip_range: RANGE_OVERLAP_MESSAGE }, message: null });
    // a corrected range goes through and clears the reason
    actor.send({ type: 'range.submit', values: { endpoint_ip_range: '100.65.0.0/24' } });
    await settle(actor, 'gateway');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.draft.range).toEqual({ endpoint_ip_range: '100.65.0.0/24' });
  });

  it('puts 400 reasons on the fields their paths name and the rest above the form', async () => {
    const bad = new ApiRequestError(400, {
      exception: 'Invalid request',
      code: 'bad_request',
      issues: [
        { path: 'name', message: 'Name is required' },
        { path: 'body.public_host', message: 'Expected a host name' },
        { path: '', message: 'Something else' },
      ],
    });
    const { actor } = start({ gateway: [bad, new ApiRequestError(409, { exception: GATEWAY_EXISTS_MESSAGE, code: 'conflict' })] });
    actor.send({ type: 'range.submit', values: RANGE });
    await settle(actor, 'gateway');
    actor.send({ type: 'gateway.submit', values: { name: '', public_host: 'x y', listen_port: 51820 } });
    await settle(actor, 'gateway.editing');
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'gateway', fields: { name: 'Name is required', public_host: 'Expected a host name' }, message: 'Something else' });
    // a name in use lands on the name
    actor.send({ type: 'gateway.submit', values: GATEWAY });
    await settle(actor, 'gateway.editing');
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ name: GATEWAY_EXISTS_MESSAGE });
  });

  it('keeps the path of a reason inside a policy row', () => {
    const bad = new ApiRequestError(400, { exception: 'Invalid request', code: 'bad_request', issues: [{ path: 'policies.1.subnet', message: 'not inside' }] });
    expect(readFailure('policies', bad)).toEqual({ step: 'policies', fields: { 'policies.1.subnet': 'not inside' }, message: null });
  });

  it('on a 401 stays on the step with nothing shown (spec part 1 §8: only logged on configure-vpn)', async () => {
    const { actor } = start({ range: [new ApiRequestError(401, { exception: 'Unauthorized', code: 'unauthorized' })] });
    actor.send({ type: 'range.submit', values: RANGE });
    await settle(actor, 'range.editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('edits an existing gateway: loads it, opens step 2 with its key, and saves it under its id', async () => {
    const draft: SetupDraft = { range: RANGE, gateway: GATEWAY, policies: POLICIES, saved: { id: 'gw-9', public_key: 'KEY9=' } };
    const { actor, calls } = start({ id: 'gw-9', draft, gateway: [{ id: 'gw-9', public_key: 'KEY9=' }] });
    await settle(actor, 'range');
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    actor.send({ type: 'range.submit', values: RANGE });
    await settle(actor, 'gateway.ready');
    actor.send({ type: 'gateway.submit', values: { ...GATEWAY, name: 'Frankfurt 2' } });
    await settle(actor, 'gateway.ready');
    actor.send({ type: 'gateway.next' });
    actor.send({ type: 'back' });
    expect(actor.getSnapshot().matches({ gateway: 'ready' })).toBe(true);
    expect(calls.map((c) => c.kind)).toEqual(['load', 'range', 'gateway']);
    expect((calls[1]!.input as SaveRangeInput).id).toBe('gw-9');
    expect((calls[2]!.input as SaveGatewayInput).id).toBe('gw-9');
  });

  it('shows a failed load and tries again on retry', async () => {
    const { actor } = start({ id: 'gw-9', draft: new Error('Not found') });
    await settle(actor, 'loadFailed');
    expect(actor.getSnapshot().context.loadError).toBe('Not found');
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('readFailure: a network error reads as its message', () => {
    expect(readFailure('policies', new Error('Failed to fetch'))).toEqual({ step: 'policies', fields: {}, message: 'Failed to fetch' });
    expect(readFailure('range', new ApiRequestError(500, { exception: 'Boom', code: 'internal' }))).toEqual({ step: 'range', fields: {}, message: 'Boom' });
  });
});
