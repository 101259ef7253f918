import type { GroupDefaults, IdsOf, RouteDef, RouteGroup, RouteInput } from './types';

function joinPath(parent: string, child: string): string {
  return child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
}

function resolve(input: RouteInput, inherited: GroupDefaults, parent?: RouteDef): RouteDef {
  const { children, ...rest } = input;
  const def: RouteDef = {
    ...rest,
    path: parent ? joinPath(parent.path, input.path) : input.path,
    spec: input.spec ?? inherited.spec,
    gate: input.gate ?? inherited.gate,
    chrome: input.chrome ?? inherited.chrome ?? 'shell',
    ...(parent ? { parentId: parent.id } : {}),
  };
  if (!children) return def;
  const own: GroupDefaults = { spec: def.spec, gate: def.gate, chrome: def.chrome };
  return { ...def, children: children.map((c) => resolve(c, own, def)) };
}

/** One area's entries with the group's spec, gate and chrome applied; the type keeps their ids. */
export function inGroup<const E extends readonly RouteInput[]>(defaults: GroupDefaults, entries: E): RouteGroup<IdsOf<E[number]>> {
  return entries.map((e) => resolve(e, defaults));
}
