// /compliance's URL filters (routes/filters.ts complianceFilters: the spec's labels, as the dashboard's
// and AskCISO's links write them) as the compliance calls take them (contract/compliance.ts).
import type { z } from 'zod';
import type { ComplianceListParams } from '../../api/queries/compliance';
import type { complianceFilters } from '../../app/routes/filters';

export type ComplianceUrlFilters = z.infer<typeof complianceFilters>;

const STATES = { Compliant: 'COMPLIANT', 'Non Compliant': 'NON_COMPLIANT' } as const;
const ENCRYPTED = { 'HD Encrypted': 'true', 'Non HD Encrypted': 'false' } as const;

export function complianceQueryOf(f: ComplianceUrlFilters): ComplianceListParams {
  return {
    q: f.q,
    o: f.o?.length ? f.o : undefined,
    state: f.status ? [STATES[f.status]] : undefined,
    encrypted: f.encryption ? ENCRYPTED[f.encryption] : undefined,
    framework: f.framework,
    control: f.framework ? f.control : undefined,
    sb: f.sb as ComplianceListParams['sb'],
    so: f.so,
  };
}
