// The words and colours shared by the notification screens.
import type { MailStatus } from '../../api/contract/notifications';

export const STATUS_COLORS: Record<MailStatus, 'gray' | 'green' | 'red' | 'amber'> = {
  Queued: 'amber',
  Sent: 'green',
  Failed: 'red',
  Stored: 'gray',
};
