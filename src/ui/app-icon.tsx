// spec part 2 §3: known apps show their brand icon, unknown ones a question mark (DESIGN.md UI conventions).
import { useState } from 'react';
import { QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { endpointUrl } from '../api/client';
import { APP_ICON_SLUG, catalogApi } from '../api/contract/catalog';
import { catalogAdminApi, imageIdOfIcon } from '../api/contract/catalog-admin';

/** Where the server serves a catalog app's brand icon (server/modules/catalog). */
export function appIconUrl(slug: string): string {
  const imageId = imageIdOfIcon(slug);
  // a logo the provider uploaded for the catalog app (icon 'image:<id>', server/modules/catalog-admin)
  if (imageId) return endpointUrl(catalogAdminApi.getCatalogImage, { params: { id: imageId } });
  return endpointUrl(catalogApi.getAppIcon, { params: { slug } });
}

export interface AppIconProps {
  /** the catalog app's simple-icons slug; null or undefined for apps without a brand icon */
  icon: string | null | undefined;
  /** the app's name, for screen readers; leave it out when the name is shown beside the icon */
  label?: string;
  size?: number;
}

export function AppIcon({ icon, label, size = 20 }: AppIconProps) {
  // remembers which slug failed, so a row that is reused for another app tries that app's icon again
  const [failed, setFailed] = useState<string | null>(null);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (!icon || !(APP_ICON_SLUG.test(icon) || imageIdOfIcon(icon)) || failed === icon) {
    return (
      <span data-testid="app-icon-fallback" style={{ display: 'inline-flex', color: 'var(--gray-10)', flexShrink: 0 }} {...a11y}>
        <QuestionMarkCircledIcon width={size} height={size} />
      </span>
    );
  }
  return (
    <img
      src={appIconUrl(icon)}
      alt={label ?? ''}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ flexShrink: 0 }}
      onError={() => setFailed(icon)}
    />
  );
}
