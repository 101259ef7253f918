import type { z } from 'zod';
import type { Gate } from '../../api/contract/access';

/** spec part 1 §2 Left navigation: which parts of the shell frame a route. */
export type Chrome = 'shell' | 'no-panel' | 'bare';

/** What a table entry is written as; children take paths relative to their parent. */
export interface RouteInput {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly spec?: string;
  readonly gate?: Gate;
  readonly chrome?: Chrome;
  /** the spec's subheading under the title in the breadcrumb bar */
  readonly subtitle?: string;
  /** help-centre topic id */
  readonly help?: string;
  /** extra words the palette matches */
  readonly keywords?: readonly string[];
  /** schema of the URL search params the screen reads */
  readonly filters?: z.ZodType;
  /** the child shown at the parent's own path (a redirect that keeps the search params) */
  readonly index?: string;
  /** a legacy address that sends the user on to this route (by id), keeping the search params */
  readonly movesTo?: string;
  /** '/' and '/login': a signed-in user goes to the landing page instead */
  readonly redirectWhenSignedIn?: boolean;
  readonly children?: readonly RouteInput[];
}

/** A resolved entry: `path` is absolute, group defaults applied, `parentId` set on children. */
export interface RouteDef extends Omit<RouteInput, 'spec' | 'gate' | 'chrome' | 'children'> {
  readonly spec: string;
  readonly gate: Gate;
  readonly chrome: Chrome;
  readonly parentId?: string;
  readonly children?: readonly RouteDef[];
}

export interface GroupDefaults {
  readonly spec: string;
  readonly gate: Gate;
  readonly chrome?: Chrome;
}

/** Every id of an input entry and of its children, as a union of literals. */
export type IdsOf<T> = T extends { readonly id: infer I extends string }
  ? I | (T extends { readonly children: readonly (infer C)[] } ? IdsOf<C> : never)
  : never;

declare const routeIds: unique symbol;
/** A group of resolved entries that remembers its ids in the type. */
export type RouteGroup<I extends string> = readonly RouteDef[] & { readonly [routeIds]?: I };
export type GroupIds<G> = G extends RouteGroup<infer I> ? I : never;
