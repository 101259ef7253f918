// What an invitation call (POST /notification-invite-users, -all-users) tells the admin: how many were
// queued, and who got none and why.
import type { SendResult } from '../../api/contract/notifications';
import type { ToastInput } from '../../ui/toast';

export function inviteToast(result: SendResult, t: (key: string, options?: Record<string, unknown>) => string): ToastInput {
  const skipped = result.skipped.map((s) => `${s.target} (${s.reason})`).join(', ');
  return {
    kind: result.queued > 0 ? 'success' : 'info',
    title: t('invite.queued', { count: result.queued }),
    ...(skipped ? { description: t('invite.skipped', { reasons: skipped }) } : {}),
  };
}
