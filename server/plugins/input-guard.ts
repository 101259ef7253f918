import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** The path of the first string (or key) holding U+0000, or null. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.split('\u0000').join('')].join('.');
    const found = findNul(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** PostgreSQL text cannot hold U+0000; refuse it as bad input (400) before it reaches a query (500). */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path !== null) {
          throw new HttpError(400, 'VALIDATION', NUL_MESSAGE, {}, [{ path, message: NUL_MESSAGE }]);
        }
      }
    });
  },
  { name: 'input-guard', fastify: '5.x' },
);
