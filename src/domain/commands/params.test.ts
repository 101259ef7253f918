import { describe, expect, it } from 'vitest';
import type { LibraryParam } from '../../api/contract/commands';
import { checkParams, initialInput } from './params';

const base = { required: false, description: '', default: null, min: null, max: null, max_length: null, pattern: null, pattern_message: null, options: null };
const days: LibraryParam = { ...base, name: 'days', label: 'Days', type: 'integer', default: 7, min: 1, max: 30 };
const system: LibraryParam = { ...base, name: 'include_system', label: 'Include system logs', type: 'boolean', default: false };
const sort: LibraryParam = { ...base, name: 'sort', label: 'Sort by', type: 'enum', default: 'cpu', options: ['cpu', 'memory', 'name'] };
const message: LibraryParam = { ...base, name: 'message', label: 'Message', type: 'string', max_length: 20, pattern: '^[^\'"`$;|&<>]*$', pattern_message: 'Use plain text without quotes or shell characters.' };
const host: LibraryParam = { ...base, name: 'host', label: 'Host', type: 'string', required: true };

describe('library command parameters', () => {
  it('refuses what the server refuses, each field with its own message', () => {
    expect(checkParams([days, sort, message, host], { days: '2.5', sort: 'disk', message: 'rm -rf; echo', host: '' }).errors).toEqual({
      days: 'Days must be a whole number.',
      sort: 'Sort by must be one of cpu, memory, name.',
      message: 'Use plain text without quotes or shell characters.',
      host: 'Host is required.',
    });
    expect(checkParams([days, message], { days: '0', message: 'a'.repeat(21) }).errors).toEqual({
      days: 'Days must be between 1 and 30.',
      message: 'Message must be at most 20 characters.',
    });
  });

  it('sends numbers as numbers, leaves empty optional fields out and keeps switches', () => {
    expect(checkParams([days, system, sort, message], { days: ' 3 ', include_system: true, sort: 'memory', message: '' })).toEqual({
      values: { days: 3, include_system: true, sort: 'memory' },
      errors: {},
    });
  });

  it('starts each field at its default', () => {
    expect([days, system, sort, message].map(initialInput)).toEqual(['7', false, 'cpu', '']);
  });
});
