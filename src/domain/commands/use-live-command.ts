// Follows one remote command live (issue 19): the remote-command machine with its calls provided, so a
// badge or a detail view changes from Queued to Delivered to Success (and so on) without a reload.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import type { RemoteCommand } from '../../api/contract/commands';
import { cancelCommand, commandQueries, fetchCommand, fetchCommandOutput } from '../../api/queries/commands';
import {
  remoteCommandMachine,
  shownStatus,
  type RemoteCommandState,
  type ShownCommandStatus,
} from '../../machines/remote-command/remote-command';

export interface LiveCommand {
  status: ShownCommandStatus;
  /** the latest command known (the row first, then each status answer) */
  command: RemoteCommand;
  output: string | null;
  /** the output is being loaded */
  loadingOutput: boolean;
  /** the last failed call's message */
  error: string | null;
  final: boolean;
  cancelling: boolean;
  cancel: () => void;
  refresh: () => void;
}

/** The machine's state carries the whole command: every status answer is the contract's RemoteCommand. */
type CommandState = RemoteCommandState & RemoteCommand;

export function useLiveCommand(initial: RemoteCommand, options: { withOutput?: boolean } = {}): LiveCommand {
  const client = useQueryClient();
  const machine = useMemo(
    () =>
      remoteCommandMachine.provide({
        actors: {
          fetchStatus: fromPromise<RemoteCommandState, { id: string }>(({ input, signal }) => fetchCommand(input.id, signal)),
          cancelCommand: fromPromise<RemoteCommandState, { id: string }>(async ({ input }) => {
            const next = await cancelCommand(input.id);
            void client.invalidateQueries({ queryKey: commandQueries.all() });
            return next;
          }),
          fetchOutput: fromPromise<string | null, { id: string }>(({ input, signal }) => fetchCommandOutput(input.id, signal)),
        },
      }),
    [client],
  );
  const actor = useActorRef(machine, { input: { id: initial.id, initial, withOutput: options.withOutput } });
  const snapshot = useSelector(actor, (s) => s);
  const state = snapshot.context.state as CommandState;
  return {
    status: shownStatus(state),
    command: state,
    output: snapshot.context.output,
    loadingOutput: snapshot.matches('loadingOutput'),
    error: snapshot.context.error,
    final: snapshot.status === 'done',
    cancelling: snapshot.matches('cancelling'),
    cancel: () => actor.send({ type: 'command.cancel' }),
    refresh: () => actor.send({ type: 'command.refresh' }),
  };
}
