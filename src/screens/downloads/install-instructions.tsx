// The install instructions of one platform (spec part 2 §2.6 /download-instructions/{name}/{type}/{installType?}
// and its Non Admin and Copilot forms). name is the product ('agent'), type the platform code, installType
// 'command' (default) or 'service'. The public pages never carry a secret; on the signed-in Copilot page an
// admin may put a freshly issued enrolment secret into the command.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Callout, Card, Code, Flex, Link, Text } from '@radix-ui/themes';
import { canIssueEnrolmentSecret } from '../../api/contract/access';
import { downloadsMutations } from '../../api/queries/downloads';
import { routeById } from '../../app/routes/table';
import { useSession } from '../../app/session/use-session';
import {
  findPlatform,
  hasAgentBuild,
  installCommands,
  INSTALL_TYPES,
  isNonAdmin,
  OWNER_PLACEHOLDER,
  SECRET_PLACEHOLDER,
  type InstallType,
} from '../../domain/downloads/instructions';
import { linkTo } from '../../lib/links';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { DownloadsFrame } from './downloads-frame';
import type { InstructionsRoute } from './platform-table';

const LIST_OF = { 'download-instructions': 'downloads', 'download-na-instructions': 'downloads-na', 'copilot-download-instructions': 'copilot-download' } as const;

function SecretControl({ onIssued }: { onIssued: (secret: string) => void }) {
  const { t } = useTranslation('downloads');
  const formError = useFormErrors<{ secret: string }>(() => undefined, []);
  const [issued, setIssued] = useState(false);
  const mutation = useMutation({
    ...downloadsMutations.issueSecret(),
    onMutate: () => formError.clear(),
    onSuccess: (data) => (setIssued(true), onIssued(data.secret)),
    onError: (error) => formError.show(error),
  });
  return (
    <Flex direction="column" gap="2" align="start">
      <FormErrors message={formError.message} />
      {issued ? (
        <Callout.Root color="amber" role="status">
          <Callout.Text>{t('secretIssued')}</Callout.Text>
        </Callout.Root>
      ) : (
        <>
          <Text size="2">{t('secretAdmin')}</Text>
          <Button type="button" onClick={() => mutation.mutate()} loading={mutation.isPending}>
            {t('issueSecret')}
          </Button>
        </>
      )}
    </Flex>
  );
}

export function InstallInstructions({ route }: { route: InstructionsRoute }) {
  const { t } = useTranslation('downloads');
  const { name, type, installType: rawType } = useParams();
  const { access } = useSession();
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const title = routeById(route).title;
  const listRoute = LIST_OF[route];
  const platform = name === 'agent' ? findPlatform(type) : undefined;
  const fits = platform && (route === 'copilot-download-instructions' || isNonAdmin(platform.code) === (route === 'download-na-instructions'));
  const back = (
    <Link asChild size="2">
      <RouterLink to={linkTo(listRoute)}>{t('backToDownloads')}</RouterLink>
    </Link>
  );
  if (!platform || !fits) {
    return (
      <DownloadsFrame title={title}>
        <Flex direction="column" gap="3" align="start">
          <Text role="alert">{t('unknownPlatform', { code: type ?? '' })}</Text>
          {back}
        </Flex>
      </DownloadsFrame>
    );
  }
  const installType: InstallType = (INSTALL_TYPES as readonly string[]).includes(rawType ?? '') ? (rawType as InstallType) : 'command';
  const mayIssue = route === 'copilot-download-instructions' && access !== null && canIssueEnrolmentSecret(access);
  const lines = installCommands(platform.code, installType, window.location.origin, mayIssue ? secret : null);
  const command = lines?.join('\n');

  return (
    <DownloadsFrame title={title} subtitle={t('instructionsSubtitle', { platform: platform.label })}>
      <Flex direction="column" gap="4" style={{ maxWidth: 900 }}>
        {back}
        {!hasAgentBuild(platform.code) || !command ? (
          <Text>{t('noBuildText', { platform: platform.label })}</Text>
        ) : (
          <>
            <nav aria-label={t('installType')}>
              <Flex gap="3" wrap="wrap">
                {INSTALL_TYPES.map((it) => (
                  <Button key={it} asChild variant={it === installType ? 'solid' : 'soft'} size="2">
                    <RouterLink to={linkTo(route, { name: 'agent', type: platform.code, installType: it })} aria-current={it === installType ? 'page' : undefined}>
                      {t(`installTypes.${it}`)}
                    </RouterLink>
                  </Button>
                ))}
              </Flex>
            </nav>
            <Text as="p" size="2">
              {t('requirements', { owner: OWNER_PLACEHOLDER })}
            </Text>
            {mayIssue ? <SecretControl onIssued={setSecret} /> : <Text as="p" size="2">{t('secretHidden', { placeholder: SECRET_PLACEHOLDER })}</Text>}
            <Card>
              <Box style={{ overflowX: 'auto' }}>
                <Code asChild variant="ghost" size="2">
                  <pre aria-label={t('commandLabel', { platform: platform.label })} data-testid="install-command" style={{ margin: 0, whiteSpace: 'pre' }} tabIndex={0}>
                    {command}
                  </pre>
                </Code>
              </Box>
            </Card>
            <Flex gap="3" align="center">
              <Button type="button" variant="soft" onClick={() => void navigator.clipboard?.writeText(command).then(() => setCopied(true))}>
                {t('copy')}
              </Button>
              {copied ? (
                <Text size="2" color="green" role="status">
                  {t('copied')}
                </Text>
              ) : null}
            </Flex>
            <Text as="p" size="2" color="gray">
              {t('stop')}
            </Text>
          </>
        )}
      </Flex>
    </DownloadsFrame>
  );
}
