// The SaaS and Gen AI inventories are one inventory (spec part 2 §7 "Gen AI" calls the same /saas-inv
// with genai=true); a kind names the routes and texts that differ.
import type { RouteId } from '../../app/routes/table';

export type InventoryKind = 'saas' | 'genai';

export interface KindRoutes {
  readonly root: RouteId;
  readonly list: RouteId;
  readonly graph: RouteId;
  readonly users: RouteId;
  readonly usersList: RouteId;
  readonly usersEndpoints: RouteId;
  readonly usersGraph: RouteId;
  readonly userReport: RouteId;
  readonly endpointReport: RouteId;
  readonly bulk: RouteId;
}

export interface KindDef {
  readonly kind: InventoryKind;
  /** the genai query parameter: the SaaS inventory lists every app, Gen AI ones included */
  readonly genai: boolean | undefined;
  readonly routes: KindRoutes;
}

export const KINDS: Readonly<Record<InventoryKind, KindDef>> = {
  saas: {
    kind: 'saas',
    genai: undefined,
    routes: {
      root: 'saas',
      list: 'saas-list',
      graph: 'saas-graph',
      users: 'saas-users',
      usersList: 'saas-users-list',
      usersEndpoints: 'saas-users-endpoint',
      usersGraph: 'saas-users-graph',
      userReport: 'saas-users-report',
      endpointReport: 'saas-endpoint-report',
      bulk: 'bulk-edit-apps',
    },
  },
  genai: {
    kind: 'genai',
    genai: true,
    routes: {
      root: 'gen-ai-apps',
      list: 'gen-ai-list',
      graph: 'gen-ai-graph',
      users: 'gen-ai-users',
      usersList: 'gen-ai-users-list',
      usersEndpoints: 'gen-ai-users-endpoints',
      usersGraph: 'gen-ai-users-graph',
      userReport: 'gen-ai-user-report',
      endpointReport: 'gen-ai-endpoint-report',
      bulk: 'bulk-edit-ai-apps',
    },
  },
};
