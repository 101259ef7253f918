// spec part 2 §2.2: Sanctioned, Unsanctioned and Unclassified each in their own colour, wherever an
// app's tag is shown; an unsanctioned app also names its security action (part 2 §4).
import { Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ACCESS_TYPES, UNSANCTIONED_ACTIONS } from '../api/contract/catalog';

export type AccessType = (typeof ACCESS_TYPES)[number];
export type SecurityAction = (typeof UNSANCTIONED_ACTIONS)[number];

export const ACCESS_TAG_COLORS = { Sanctioned: 'green', Unsanctioned: 'red', Unclassified: 'gray' } as const;

export function AccessTag({ value, action }: { value: AccessType; action?: SecurityAction | null }) {
  const { t } = useTranslation('ui');
  const tag = t(`accessTag.${value}`);
  return (
    <Badge color={ACCESS_TAG_COLORS[value]} variant="soft" radius="full">
      {value === 'Unsanctioned' && action ? t('accessTag.withAction', { tag, action }) : tag}
    </Badge>
  );
}
