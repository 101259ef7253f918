// The platforms of one download page: label, code, family, the agent file where there is a build, and
// the link to its install instructions.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link, Text } from '@radix-ui/themes';
import { agentDownloadPath, hasAgentBuild, type DownloadPlatform } from '../../domain/downloads/instructions';
import { linkTo } from '../../lib/links';
import { DataTable, type DataTableColumn } from '../../ui/data-table';

export type InstructionsRoute = 'download-instructions' | 'download-na-instructions' | 'copilot-download-instructions';

export function PlatformTable({ caption, platforms, instructions }: { caption: string; platforms: readonly DownloadPlatform[]; instructions: InstructionsRoute }) {
  const { t } = useTranslation('downloads');
  const columns: DataTableColumn<DownloadPlatform>[] = [
    { key: 'label', header: t('platform'), rowHeader: true, render: (p) => p.label },
    { key: 'code', header: t('code'), render: (p) => <Text style={{ fontFamily: 'var(--code-font-family)' }}>{p.code}</Text> },
    { key: 'family', header: t('family'), render: (p) => p.family },
    {
      key: 'agent',
      header: t('agent'),
      render: (p) =>
        hasAgentBuild(p.code) ? (
          <Link href={agentDownloadPath(p.code)} download aria-label={t('downloadFor', { platform: p.label })}>
            {t('download')}
          </Link>
        ) : (
          <Text color="gray">{t('noBuild')}</Text>
        ),
    },
    {
      key: 'instructions',
      header: t('instructions'),
      render: (p) => (
        <Link asChild>
          <RouterLink to={linkTo(instructions, { name: 'agent', type: p.code })} aria-label={t('viewInstructionsFor', { platform: p.label })}>
            {t('viewInstructions')}
          </RouterLink>
        </Link>
      ),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={[...platforms]} rowKey={(p) => p.code} emptyText={t('empty')} busy={false} />;
}
