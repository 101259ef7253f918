import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';
/** No request of the contract nests near this deep; a telemetry event is about 3 levels down. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays/objects inside one another, in one pass (brackets
 * inside strings do not count; a string is skipped with indexOf, which keeps a 4 MB telemetry batch
 * at a few milliseconds). Text JSON.parse accepts is counted exactly; text it refuses may be counted
 * wrong, which does not matter since it is refused either way.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // the closing quote is the next one not escaped by an odd run of backslashes
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i === -1) return false;
        let k = i - 1;
        while (text.charCodeAt(k) === BACKSLASH) k--;
        if ((i - 1 - k) % 2 === 0) break;
      }
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return false;
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string): string {
  const keys = last === undefined ? [] : [last];
  for (let v = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.');
}

/**
 * The path of the first string (or key) holding U+0000, or null. Iterative and linear in the size of
 * the value: a recursive walk overflowed the stack on deep bodies (issue 15 finding 1), and copying
 * the path at every level made it quadratic.
 */
export function findNul(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathOf(visit);
      continue;
    }
    if (visit.value === null || typeof visit.value !== 'object') continue;
    const entries = Object.entries(visit.value);
    for (const [key] of entries) {
      if (key.includes('\u0000')) return pathOf(visit, key.split('\u0000').join(''));
    }
    // pushed last to first, so the first child is looked at first
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], key: entries[i][0], parent: visit });
  }
  return null;
}

/**
 * JSON bodies are parsed as Fastify does (secure-json-parse, prototype poisoning refused) once their
 * nesting is known to be at most MAX_JSON_DEPTH, so no later walk (ours, zod's, the serializer's)
 * can run out of stack or stall the event loop on a small hostile body (issue 15 finding 1).
 */
function boundJsonDepth(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'BAD_REQUEST', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/** PostgreSQL text cannot hold U+0000; refuse it as bad input (400) before it reaches a query (500). */
export default fp(
  async (app) => {
    boundJsonDepth(app);
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
