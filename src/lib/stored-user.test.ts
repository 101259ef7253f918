import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '../api/contract/auth';
import { parseStoredUser, sessionFromResponse } from './stored-user';

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const claims = { sub: 'u1', email: 'admin@acme.test', role: 'ADMIN', account_id: 'acme-id', account_name: 'Acme Corp', exp: 2_000_000_000 };
const token = `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
const user = { display_name: 'Ada', email: 'admin@acme.test', token, login_type: 'BASIC', account_name: 'Acme Corp', account_id: 'acme-id' };

describe('stored user', () => {
  it('reads the stored user and the claims of its token', () => {
    expect(parseStoredUser(JSON.stringify(user))).toEqual({ user, claims });
  });

  it('drops fields that are not part of the stored user', () => {
    expect(parseStoredUser(JSON.stringify({ ...user, role: 'ADMIN', extra: 1 }))?.user).toEqual(user);
  });

  it('treats missing, malformed or token-less storage as no session', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ ...user, login_type: 'FAX' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ ...user, token: 'not-a-jwt' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ ...user, token: `${b64({})}.${b64({ sub: 'x' })}.s` }))).toBeNull();
  });

  it('turns a session answer into a session, refusing an unreadable token', () => {
    const res: SessionResponse = { ...user, login_type: 'BASIC', role: 'ADMIN' };
    expect(sessionFromResponse(res).claims.role).toBe('ADMIN');
    expect(() => sessionFromResponse({ ...res, token: 'junk' })).toThrow('The server answered with a session the console cannot read.');
  });
});
