import { randomBytes } from 'node:crypto';

/** A public company identifier, used by POST /api/auth/update {client_id}. */
export function newClientId(): string {
  return randomBytes(12).toString('hex');
}
