// The junk values every bad-input test draws from (DESIGN.md: bad input never gives a 500); a test adds
// the values its own fields invite (image data, domains) with fc.oneof(junk, ...).
import fc from 'fast-check';

export const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({ maxLength: 20 }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.object({ maxDepth: 3 }),
  fc.constant({ $gt: '' }),
  fc.constant("' or 1=1 --"),
  fc.constant('nul\u0000inside'),
  fc.constant({ nested: ['deep', { key: 'nul\u0000' }] }),
);
