// Issue 27: where a person came from (Azure, Microsoft Entra ID, Google Workspace or Okta: a directory pull
// or SCIM push), shown beside their name in the people lists. Nothing for people added in the console.
import { useTranslation } from 'react-i18next';
import { Badge } from '@radix-ui/themes';

export function SourceBadge({ source }: { source: string | null | undefined }) {
  const { t } = useTranslation('iam');
  if (!source) return null;
  return (
    <Badge color="indigo" variant="soft" ml="2" title={t('source.title', { source: t(`names.${source}`, { defaultValue: source }) })}>
      {t(`names.${source}`, { defaultValue: source })}
    </Badge>
  );
}
