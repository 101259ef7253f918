import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconSlug, type IconData } from 'simple-icons/sdk';
import { ICON_SLUGS, MONOGRAM_PREFIX, MONOGRAMS } from '../../seed/catalog/index';

export interface AppIcon {
  svg: string;
  etag: string;
}

const require = createRequire(import.meta.url);
const icons = new Map<string, AppIcon>();
let brandColours: Map<string, string> | undefined;

/** Brand colours by slug, read once from the package's data file (the SVG files carry no fill). */
function colourOf(slug: string): string | undefined {
  if (!brandColours) {
    const data = JSON.parse(readFileSync(require.resolve('simple-icons/icons.json'), 'utf8')) as IconData[];
    brandColours = new Map(data.map((icon) => [getIconSlug(icon), icon.hex]));
  }
  return brandColours.get(slug);
}

/** The second set, for the brands simple-icons dropped or never had (Slack, Microsoft Teams, OpenAI): CC0. */
export const LOGOS_PREFIX = 'logos-';
interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
}
let logos: IconifySet | undefined;

/** A full-colour logo of @iconify-json/logos as a standalone SVG document. */
function logoSvg(name: string): string {
  logos ??= JSON.parse(readFileSync(require.resolve('@iconify-json/logos/icons.json'), 'utf8')) as IconifySet;
  const icon = logos.icons[name];
  if (!icon) throw new Error(`@iconify-json/logos has no icon ${name}`);
  const box = [icon.left ?? 0, icon.top ?? 0, icon.width ?? logos.width ?? 16, icon.height ?? logos.height ?? 16].join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}">${icon.body}</svg>`;
}

/** A simple-icons glyph, filled with its brand colour (the SVG files carry no fill). */
function simpleIconSvg(slug: string): string {
  const raw = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  const colour = colourOf(slug);
  return colour ? raw.replace('<svg ', `<svg fill="#${colour}" `) : raw;
}

/** The first letters of an app's first two words on a colour of its own (its name's hash picks the hue). */
function monogramSvg(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?')[0]).toUpperCase();
  const hue = createHash('sha256').update(name).digest()[0] * (360 / 256);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="hsl(${Math.round(hue)} 45% 40%)"/><text x="12" y="16" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${letters.length > 1 ? 10 : 12}" font-weight="600" fill="#fff">${letters}</text></svg>`;
}

/**
 * The brand SVG of a catalog app: a simple-icons slug, 'logos-<name>' from the logos set, or 'mono-<app>'
 * for an app neither set carries (a monogram, not a logo). Undefined
 * when the catalog names no such icon. Only slugs of the allow-list ever reach the file system or the
 * set, so a slug can never name another path.
 */
export function appIcon(slug: string): AppIcon | undefined {
  if (!ICON_SLUGS.has(slug)) return undefined;
  let icon = icons.get(slug);
  if (!icon) {
    const monogram = slug.startsWith(MONOGRAM_PREFIX) ? MONOGRAMS.get(slug) : undefined;
    const svg = monogram ? monogramSvg(monogram) : slug.startsWith(LOGOS_PREFIX) ? logoSvg(slug.slice(LOGOS_PREFIX.length)) : simpleIconSvg(slug);
    icon = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
    icons.set(slug, icon);
  }
  return icon;
}
