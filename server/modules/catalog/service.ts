import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconSlug, type IconData } from 'simple-icons/sdk';
import { ICON_SLUGS } from '../../seed/catalog/index';

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

/**
 * The brand SVG of a catalog app, filled with its brand colour; undefined when the catalog names no such
 * icon. Only slugs of the allow-list ever reach the file system, so a slug can never name another path.
 */
export function appIcon(slug: string): AppIcon | undefined {
  if (!ICON_SLUGS.has(slug)) return undefined;
  let icon = icons.get(slug);
  if (!icon) {
    const raw = readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
    const colour = colourOf(slug);
    const svg = colour ? raw.replace('<svg ', `<svg fill="#${colour}" `) : raw;
    icon = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
    icons.set(slug, icon);
  }
  return icon;
}
