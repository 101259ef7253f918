import { expect, it } from 'vitest';
import { traceIdFrom } from './trace';

it('takes the trace id of a W3C traceparent', () => {
  expect(traceIdFrom('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  expect(traceIdFrom(['00-4BF92F3577B34DA6A3CE929D0E0E4736-00F067AA0BA902B7-00'])).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
});

it.each([
  undefined,
  '',
  'garbage',
  '00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01',
  '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
  '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
  'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra',
])('makes a fresh id for %j', (header) => {
  const id = traceIdFrom(header);
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(id).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  expect(traceIdFrom(header)).not.toBe(id);
});
