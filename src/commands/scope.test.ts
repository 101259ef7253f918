import { describe, expect, it } from 'vitest';
import { parseScope, readsLikeQuestion } from './scope';

describe('scopes', () => {
  it('reads the leading character as a scope and keeps the rest as the text', () => {
    expect(parseScope('>sign')).toEqual({ scope: 'actions', text: 'sign' });
    expect(parseScope('@ ada ')).toEqual({ scope: 'people', text: 'ada' });
    expect(parseScope('#mbp')).toEqual({ scope: 'endpoints', text: 'mbp' });
    expect(parseScope('/saas')).toEqual({ scope: 'pages', text: 'saas' });
    expect(parseScope('?alerts')).toEqual({ scope: 'help', text: 'alerts' });
    expect(parseScope('  saas > x')).toEqual({ scope: null, text: 'saas > x' });
    expect(parseScope('')).toEqual({ scope: null, text: '' });
  });
});

describe('questions', () => {
  it('recognises a question by its mark or its first word', () => {
    expect(readsLikeQuestion('which users used unsanctioned Gen AI apps last week')).toBe(true);
    expect(readsLikeQuestion('any blocked apps?')).toBe(true);
    expect(readsLikeQuestion('how many endpoints are unencrypted')).toBe(true);
  });

  it('does not take a page or a name for a question', () => {
    expect(readsLikeQuestion('saas apps')).toBe(false);
    expect(readsLikeQuestion('Users')).toBe(false);
    expect(readsLikeQuestion('show')).toBe(false);
    expect(readsLikeQuestion('')).toBe(false);
  });
});
