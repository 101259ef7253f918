import { agentEvent, type AgentEvent, type RejectedEvent } from '../../src/api/contract/agent';

export interface Validated {
  /** the good events, each with its index in the request */
  events: { index: number; event: AgentEvent }[];
  rejected: RejectedEvent[];
}

function idOf(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && 'id' in raw && typeof (raw as { id: unknown }).id === 'string') return (raw as { id: string }).id.slice(0, 100);
  return null;
}

/** Each event on its own against the contract, so a 400 can list every bad event (issue 3). */
export function validateEvents(raw: readonly unknown[]): Validated {
  const events: Validated['events'] = [];
  const rejected: RejectedEvent[] = [];
  for (let index = 0; index < raw.length; index++) {
    const item = raw[index];
    const parsed = agentEvent.safeParse(item);
    if (parsed.success) {
      // Lower case, as PostgreSQL answers uuids, so ids compare equal after RETURNING. The parsed
      // event is zod's own new object, so setting its id touches nothing of the request.
      const event = parsed.data;
      event.id = event.id.toLowerCase();
      events.push({ index, event });
    } else {
      rejected.push({
        index,
        id: idOf(item),
        issues: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
      });
    }
  }
  return { events, rejected };
}

export function rejection(index: number, event: { id: string }, path: string, message: string): RejectedEvent {
  return { index, id: event.id, issues: [{ path, message }] };
}

/** Per-event issue list flattened with the event's index, for the error body's `issues` (DESIGN.md error shape). */
export function flatIssues(rejected: readonly RejectedEvent[]) {
  return rejected.flatMap((r) => r.issues.map((i) => ({ path: `events.${r.index}${i.path ? `.${i.path}` : ''}`, message: i.message })));
}
