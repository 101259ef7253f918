// Issue 25: "Forgot password". A request mails a single-use link (the token is kept as SHA-256, valid
// RESET_TTL_MS) through the outbox; the answer is the same whether or not the address has an account.
// Using the link sets the new password (spec part 1 §5 rule, checked by the contract) and moves
// passwordChangedAt, which revokes every session issued before (server/plugins/auth.ts).
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_DONE, PASSWORD_RESET_SENT, RESET_LINK_INVALID, type AuthMessage } from '../../../src/api/contract/auth';
import { linkTo } from '../../../src/lib/links';
import type { Db } from '../../db/client';
import { mailOutbox, members, passwordResetTokens, type MemberRow } from '../../db/schema/index';
import { enqueue } from '../../jobs/queue';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { MAIL_ATTEMPTS, MAIL_JOB } from '../../mail/outbox';
import { escapeHtml } from '../../mail/templates';
import { takeAttempt } from './rate-limit';
import { displayName, randomToken, sha256 } from './service';

export const RESET_TTL_MS = 30 * 60_000;
export const RESET_TEMPLATE = 'password-reset';
/** reset requests per client address and per e-mail address in RESET_WINDOW_MS */
export const RESET_PER_IP = 10;
export const RESET_PER_EMAIL = 3;
export const RESET_WINDOW_MS = 60 * 60_000;
/** tries of reset tokens per client address in RESET_WINDOW_MS (guessing tokens) */
export const RESET_USES_PER_IP = 20;

const tooManyResets = (waitSeconds: number) =>
  new HttpError(429, 'TOO_MANY_ATTEMPTS', `Too many password reset requests. Try again in ${Math.ceil(waitSeconds / 60)} minutes.`, {
    'retry-after': String(waitSeconds),
  });

export const resetSent: AuthMessage = { status: 'sent', message: PASSWORD_RESET_SENT };

function resetMessage(member: MemberRow, link: string) {
  const name = displayName(member);
  const subject = 'Reset your Palisade password';
  const text = `Hello ${name},\n\nSomeone (we hope you) asked to reset the password of your Palisade console account ${member.email}.\n\nReset your password: ${link}\n\nThe link works once, within 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`;
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1c2024"><p>Hello ${escapeHtml(name)},</p><p>Someone (we hope you) asked to reset the password of your Palisade console account ${escapeHtml(member.email)}.</p><p><a href="${escapeHtml(link)}">Reset your password</a></p><p>If the link does not open, copy this address into your browser: ${escapeHtml(link)}</p><p>The link works once, within 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p></div>`;
  return { subject, text, html };
}

/** POST /send-password-reset-link: limits first (for every address alike), then a link only for a known one. */
export async function requestReset(db: Db, email: string, ip: string, at: Date, publicUrl: string): Promise<AuthMessage> {
  const address = email.toLowerCase();
  await takeAttempt(db, `reset-ip:${ip}`, RESET_PER_IP, RESET_WINDOW_MS, at, tooManyResets);
  await takeAttempt(db, `reset-email:${address}`, RESET_PER_EMAIL, RESET_WINDOW_MS, at, tooManyResets);
  const [member] = await db.select().from(members).where(eq(members.email, address)).limit(1);
  if (!member) return resetSent;
  const token = randomToken();
  const link = `${publicUrl}${linkTo('reset-password')}?token=${token}`;
  await db.transaction(async (tx) => {
    // One live link at a time: asking again retires the earlier ones.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.memberId, member.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ accountId: member.accountId, memberId: member.id, tokenHash: sha256(token), expiresAt: new Date(at.getTime() + RESET_TTL_MS), createdAt: at });
    const [row] = await tx
      .insert(mailOutbox)
      .values({ accountId: member.accountId, recipient: member.email, template: RESET_TEMPLATE, ...resetMessage(member, link), status: 'Queued', requestedBy: member.email, createdAt: at, updatedAt: at })
      .returning({ id: mailOutbox.id });
    await enqueue(tx, MAIL_JOB, { accountId: member.accountId, messageId: row.id }, { now: at, maxAttempts: MAIL_ATTEMPTS, singletonKey: `mail:${row.id}` });
  });
  return resetSent;
}

/** POST /reset-password: the token's member gets the new password; the token is spent. */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  ip: string,
  at: Date,
  audit: (tx: Db, member: MemberRow) => Promise<void>,
): Promise<{ member: MemberRow; answer: AuthMessage }> {
  await takeAttempt(db, `reset-use:${ip}`, RESET_USES_PER_IP, RESET_WINDOW_MS, at, tooManyResets);
  const passwordHash = await hashPassword(password);
  const member = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, at)))
      .returning();
    if (!spent) return null;
    const [updated] = await tx.update(members).set({ passwordHash, passwordChangedAt: at }).where(eq(members.id, spent.memberId)).returning();
    if (updated) await audit(tx, updated);
    return updated ?? null;
  });
  if (!member) throw new HttpError(400, 'RESET_LINK_INVALID', RESET_LINK_INVALID);
  return { member, answer: { status: 'reset', message: PASSWORD_RESET_DONE } };
}
