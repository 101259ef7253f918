// The download pages' body: one platform table for /downloads and /downloads-na, both groups for the
// signed-in /copilot-download. The platform list comes from the contract (spec part 2 §3).
import { useTranslation } from 'react-i18next';
import { Flex, Heading } from '@radix-ui/themes';
import { routeById, type RouteId } from '../../app/routes/table';
import { downloadPlatforms } from '../../domain/downloads/instructions';
import { DownloadsFrame } from './downloads-frame';
import { PlatformTable, type InstructionsRoute } from './platform-table';

export type DownloadsVariant = 'downloads' | 'downloads-na' | 'copilot-download';

const SUBTITLE = { downloads: 'downloadsSubtitle', 'downloads-na': 'downloadsNaSubtitle', 'copilot-download': 'copilotSubtitle' } as const;

export function DownloadsList({ variant }: { variant: DownloadsVariant }) {
  const { t } = useTranslation('downloads');
  const title = routeById(variant satisfies RouteId).title;
  const groups: { nonAdmin: boolean; instructions: InstructionsRoute }[] =
    variant === 'downloads'
      ? [{ nonAdmin: false, instructions: 'download-instructions' }]
      : variant === 'downloads-na'
        ? [{ nonAdmin: true, instructions: 'download-na-instructions' }]
        : [
            { nonAdmin: false, instructions: 'copilot-download-instructions' },
            { nonAdmin: true, instructions: 'copilot-download-instructions' },
          ];
  return (
    <DownloadsFrame title={title} subtitle={t(SUBTITLE[variant])}>
      <Flex direction="column" gap="5">
        {groups.map((g) => (
          <Flex direction="column" gap="2" key={String(g.nonAdmin)}>
            {groups.length > 1 ? (
              <Heading as="h2" size="4">
                {t(g.nonAdmin ? 'nonAdminGroup' : 'adminGroup')}
              </Heading>
            ) : null}
            <PlatformTable caption={t('caption')} platforms={downloadPlatforms(g.nonAdmin)} instructions={g.instructions} />
          </Flex>
        ))}
      </Flex>
    </DownloadsFrame>
  );
}
