// ONE STATUS VOCABULARY (issue 19): the words and colours of a remote command's states, shared by every
// screen that shows a command (the command list, a run, the endpoint's commands tab, the palette) and
// aligned with the policy rollout's ('Rolling out' amber while it travels, 'Applied' green once there):
// waiting amber, running blue, success green, failure red, timed out orange, cancelled gray.
import { useTranslation } from 'react-i18next';
import { Badge } from '@radix-ui/themes';
import type { ShownCommandStatus } from '../../machines/remote-command/remote-command';

export const COMMAND_STATUS_COLORS = {
  Queued: 'amber',
  Delivered: 'blue',
  Success: 'green',
  Failure: 'red',
  Abort: 'orange',
  Cancelled: 'gray',
} as const satisfies Record<ShownCommandStatus, string>;

export function CommandStatusBadge({ status }: { status: ShownCommandStatus }) {
  const { t } = useTranslation('command-widgets');
  return (
    <Badge color={COMMAND_STATUS_COLORS[status]} variant="soft" title={t(`statusHint.${status}`)} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
