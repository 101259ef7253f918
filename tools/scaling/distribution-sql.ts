// `npm run scaling:sql`: prints the Citus distribution SQL for the current schema (docs/SCALING.md).
import { distributionPlan, distributionSql, KNOWN_EXCEPTIONS } from './distribution';

const plan = distributionPlan();
process.stdout.write(distributionSql(plan));
const exceptions = Object.entries(KNOWN_EXCEPTIONS).map(([table, reason]) => `--   ${table}: ${reason}`);
process.stdout.write(
  `\n-- ${plan.distributed.length} distributed tables, ${plan.reference.length} reference tables.\n` +
    (exceptions.length ? `-- Tenant tables kept as reference tables:\n${exceptions.join('\n')}\n` : ''),
);
