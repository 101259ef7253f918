// The zero-trust gateway setup of /configure-vpn/{id?} (spec part 2 §9; issue 22): three steps in order —
// (1) the endpoint IP range the gateway hands to connected endpoints, (2) the gateway with its generated
// key pair (the public key shown, the configuration file offered for download), (3) the subnets behind
// it and the policies saying which groups reach which subnets and ports. Each step is saved on the server
// before the next opens; a 400 puts the server's reasons on the step's fields, a 409 (an overlapping
// range, a name in use) on the field it concerns. spec part 1 §8: on this screen a 401 is only logged
// (src/api/client.ts does the logging), so the step simply stays open as it was. Pure: the calls are
// injected with .provide().
import { assign, fromPromise, setup } from 'xstate';
import { ApiRequestError } from '../../api/client';
import { DEFAULT_LISTEN_PORT, GATEWAY_EXISTS_MESSAGE, RANGE_OVERLAP_MESSAGE } from '../../api/contract/ztpa';

export const SETUP_STEPS = ['range', 'gateway', 'policies'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Step 1. */
export interface RangeValues {
  endpoint_ip_range: string;
}

/** Step 2: what the gateway is called and where clients reach it. */
export interface GatewayValues {
  name: string;
  public_host: string;
  listen_port: number;
}

/** One rule of step 3: who (everyone, groups, people) reaches a subnet on some ports (none: every port). */
export interface PolicyValues {
  subnet: string;
  ports: string[];
  all_users: boolean;
  group_ids: string[];
  person_ids: string[];
}

/** Step 3. */
export interface PoliciesValues {
  subnets: string[];
  policies: PolicyValues[];
}

/** What the gateway is once step 2 has been saved. */
export interface SetupGateway {
  id: string;
  public_key: string;
  /** the one-time token the gateway enrols with: only in the answer that created it */
  enrolment_token?: string | null;
}

/** Everything known about the gateway being set up: an existing one's values when the screen edits it. */
export interface SetupDraft {
  range: RangeValues;
  gateway: GatewayValues;
  policies: PoliciesValues;
  saved: SetupGateway | null;
}

export const EMPTY_DRAFT: SetupDraft = {
  range: { endpoint_ip_range: '' },
  gateway: { name: '', public_host: '', listen_port: DEFAULT_LISTEN_PORT },
  policies: { subnets: [], policies: [] },
  saved: null,
};

/**
 * A failed save as the step shows it: reasons by field path ('name', 'policies.0.subnet'), and the
 * rest as one message above the form.
 */
export interface SetupFailure {
  step: SetupStep;
  fields: Record<string, string>;
  message: string | null;
}

/** The fields of each step that a server reason may land on, and the field a 409 concerns by default. */
export const STEP_FIELDS: Record<SetupStep, { fields: readonly string[]; conflict: string }> = {
  range: { fields: ['endpoint_ip_range'], conflict: 'endpoint_ip_range' },
  gateway: { fields: ['name', 'public_host', 'listen_port', 'endpoint_ip_range'], conflict: 'name' },
  policies: { fields: ['subnets', 'policies'], conflict: 'subnets' },
};

/** The field a 409 names: the contract's messages say which. */
function conflictField(step: SetupStep, message: string): string {
  if (message === RANGE_OVERLAP_MESSAGE) return 'endpoint_ip_range';
  if (message === GATEWAY_EXISTS_MESSAGE) return 'name';
  return STEP_FIELDS[step].conflict;
}

/**
 * How a failed save reads on its step, or null when it is a 401 (spec part 1 §8: on this screen only
 * logged). 400: each issue under its path (without a leading 'body') when the path starts with one of
 * the step's fields, the others as one message; 409: the server's reason on the field it concerns;
 * anything else: the server's text.
 */
export function readFailure(step: SetupStep, error: unknown): SetupFailure | null {
  if (!(error instanceof ApiRequestError)) return { step, fields: {}, message: error instanceof Error ? error.message : String(error) };
  if (error.status === 401) return null;
  if (error.status === 409) return { step, fields: { [conflictField(step, error.exception)]: error.exception }, message: null };
  if (error.status !== 400 || error.issues.length === 0) return { step, fields: {}, message: error.exception };
  const known = STEP_FIELDS[step].fields;
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const issue of error.issues) {
    const segments = issue.path.split(/[./]/).filter(Boolean);
    if (segments[0] === 'body') segments.shift();
    const key = segments.join('.');
    if (segments.length > 0 && known.includes(segments[0]!)) fields[key] ??= issue.message;
    else rest.push(issue.message);
  }
  return { step, fields, message: rest.length > 0 ? rest.join(' ') : null };
}

export interface ZtpaSetupInput {
  /** the gateway being edited (/configure-vpn/{id}); absent for a new one */
  id?: string;
}

export interface ZtpaSetupContext {
  id: string | null;
  draft: SetupDraft;
  failure: SetupFailure | null;
  /** loading the edited gateway failed */
  loadError: string | null;
}

export type ZtpaSetupEvent =
  | { type: 'range.submit'; values: RangeValues }
  | { type: 'gateway.submit'; values: GatewayValues }
  /** from step 2 once the gateway and its keys exist */
  | { type: 'gateway.next' }
  | { type: 'policies.submit'; values: PoliciesValues }
  | { type: 'back' }
  | { type: 'retry' };

export interface SaveRangeInput {
  id: string | null;
  values: RangeValues;
}
export interface SaveGatewayInput {
  id: string | null;
  range: RangeValues;
  values: GatewayValues;
}
export interface SavePoliciesInput {
  id: string;
  values: PoliciesValues;
}

export const ztpaSetupMachine = setup({
  types: {
    context: {} as ZtpaSetupContext,
    events: {} as ZtpaSetupEvent,
    input: {} as ZtpaSetupInput,
    output: {} as { id: string },
  },
  actors: {
    loadDraft: fromPromise<SetupDraft, { id: string }>(async () => {
      throw new Error('loadDraft is not provided');
    }),
    /** step 1: the server checks the range (CIDR, no overlap with the company's other ranges) */
    saveRange: fromPromise<RangeValues, SaveRangeInput>(async () => {
      throw new Error('saveRange is not provided');
    }),
    /** step 2: creates the gateway (or renames it) and, for a new one, its key pair */
    saveGateway: fromPromise<SetupGateway, SaveGatewayInput>(async () => {
      throw new Error('saveGateway is not provided');
    }),
    /** step 3 */
    savePolicies: fromPromise<PoliciesValues, SavePoliciesInput>(async () => {
      throw new Error('savePolicies is not provided');
    }),
  },
  guards: {
    editing: ({ context }) => context.id !== null,
    hasGateway: ({ context }) => context.draft.saved !== null,
  },
}).createMachine({
  id: 'ztpaSetup',
  context: ({ input }) => ({ id: input.id ?? null, draft: EMPTY_DRAFT, failure: null, loadError: null }),
  initial: 'starting',
  output: ({ context }) => ({ id: context.draft.saved?.id ?? context.id ?? '' }),
  states: {
    starting: { always: [{ guard: 'editing', target: 'loading' }, { target: 'range' }] },
    loading: {
      invoke: {
        src: 'loadDraft',
        input: ({ context }) => ({ id: context.id ?? '' }),
        onDone: { target: 'range', actions: assign({ draft: ({ event }) => event.output, loadError: null }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
        },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    range: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'range.submit': { target: 'saving', actions: assign(({ context, event }) => ({ failure: null, draft: { ...context.draft, range: event.values } })) },
          },
        },
        saving: {
          invoke: {
            src: 'saveRange',
            input: ({ context, event }) => ({ id: context.id, values: (event as Extract<ZtpaSetupEvent, { type: 'range.submit' }>).values }),
            onDone: { target: '#ztpaSetup.gateway', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, range: event.output }) }) },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => readFailure('range', event.error) }) },
          },
        },
      },
    },
    gateway: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'hasGateway', target: 'ready' }, { target: 'editing' }] },
        editing: {
          on: {
            'gateway.submit': { target: 'saving', actions: assign(({ context, event }) => ({ failure: null, draft: { ...context.draft, gateway: event.values } })) },
            back: { target: '#ztpaSetup.range', actions: assign({ failure: null }) },
          },
        },
        saving: {
          invoke: {
            src: 'saveGateway',
            input: ({ context, event }) => ({
              id: context.draft.saved?.id ?? context.id,
              range: context.draft.range,
              values: (event as Extract<ZtpaSetupEvent, { type: 'gateway.submit' }>).values,
            }),
            onDone: {
              target: 'ready',
              actions: assign({
                draft: ({ context, event }) => ({ ...context.draft, saved: event.output }),
                id: ({ event }) => event.output.id,
              }),
            },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => readFailure('gateway', event.error) }) },
          },
        },
        // the gateway exists: its public key and configuration file are shown; it may still be renamed
        ready: {
          on: {
            'gateway.submit': { target: 'saving', actions: assign(({ context, event }) => ({ failure: null, draft: { ...context.draft, gateway: event.values } })) },
            'gateway.next': { target: '#ztpaSetup.policies', actions: assign({ failure: null }) },
            back: { target: '#ztpaSetup.range', actions: assign({ failure: null }) },
          },
        },
      },
    },
    policies: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'policies.submit': { target: 'saving', actions: assign(({ context, event }) => ({ failure: null, draft: { ...context.draft, policies: event.values } })) },
            back: { target: '#ztpaSetup.gateway', actions: assign({ failure: null }) },
          },
        },
        saving: {
          invoke: {
            src: 'savePolicies',
            input: ({ context, event }) => ({
              id: context.draft.saved?.id ?? context.id ?? '',
              values: (event as Extract<ZtpaSetupEvent, { type: 'policies.submit' }>).values,
            }),
            onDone: { target: '#ztpaSetup.done', actions: assign({ draft: ({ context, event }) => ({ ...context.draft, policies: event.output }) }) },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => readFailure('policies', event.error) }) },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

/** The step a snapshot's state belongs to (the wizard's step indicator), or null while loading. */
export function stepOf(value: unknown): SetupStep | 'done' | null {
  const top = typeof value === 'string' ? value : value && typeof value === 'object' ? Object.keys(value)[0] : null;
  if (top === 'done') return 'done';
  return (SETUP_STEPS as readonly string[]).includes(top ?? '') ? (top as SetupStep) : null;
}
