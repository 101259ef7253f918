// Matches a pathname against the table's patterns the way React Router 7 does (matchPath with
// end: true, not case-sensitive), without loading it: the server reads the table too (issue 13).
// A pattern is whole segments: static, ':param', ':param?' or an optional static 'segment?'.

export type PathParams = Record<string, string | undefined>;

interface CompiledPattern {
  readonly matcher: RegExp;
  readonly params: readonly { readonly name: string; readonly optional: boolean }[];
}

const escapeRegExp = (text: string) => text.replace(/[\\.*+^${}|()[\]?]/g, '\\$&');

export function compilePattern(pattern: string): CompiledPattern {
  const params: { name: string; optional: boolean }[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!param) {
        const optionalStatic = /^([\w-]+)\?$/.exec(segment);
        return optionalStatic ? `(?:/${optionalStatic[1]})?` : `/${escapeRegExp(segment)}`;
      }
      const optional = param[2] !== undefined;
      params.push({ name: param[1], optional });
      return optional ? '(?:/([^/]*))?' : '/([^/]+)';
    })
    .join('');
  return { matcher: new RegExp(`^${source || '/'}/*$`, 'i'), params };
}

/** The params of `pathname` (already decoded) when it matches, else undefined. */
export function matchPattern(compiled: CompiledPattern, pathname: string): PathParams | undefined {
  const match = compiled.matcher.exec(pathname);
  if (!match) return undefined;
  const params: PathParams = {};
  compiled.params.forEach(({ name, optional }, index) => {
    const value = match[index + 1];
    // an encoded '/' stays inside its param (decodePath keeps it as %2F until here)
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return params;
}

// As React Router does: decode each segment, keeping an encoded '/' inside a param.
export function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

// Most specific first, the order React Router ranks them: static segments beat dynamic ones.
export function specificity(pattern: string): number {
  return pattern.split('/').filter(Boolean).reduce((s, seg) => s + (seg.startsWith(':') ? (seg.endsWith('?') ? 1 : 2) : 10), 0);
}
