// /data-exfiltration (Sensitive Data Policies): the exfiltration policies and the LLM (Gen AI prompt)
// policies with their reach, and what policies can watch besides the built-in data types.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { PoliciesTable } from './policies-table';
import { ListHeader, useCanChangeDlp, useSearchPage } from './shared';

function Watched() {
  const { t } = useTranslation('dlp-policies');
  const custom = useQuery(dlpPolicyQueries.customDataCount());
  const dictionaries = useQuery(dlpPolicyQueries.dictionaryCount());
  const tokens = useQuery(dlpPolicyQueries.fingerprintCount({ kind: 'token' }));
  const files = useQuery(dlpPolicyQueries.fingerprintCount({ kind: 'file' }));
  const folders = useQuery(dlpPolicyQueries.folderCount());
  const items = [
    { key: 'customData', count: custom.data, to: linkTo('add-custom-data') },
    { key: 'dictionaries', count: dictionaries.data, to: linkTo('add-new-system-dictionary') },
    { key: 'tokens', count: tokens.data, to: linkTo('token-hashes') },
    { key: 'fileHashes', count: files.data, to: linkTo('file-hash') },
    { key: 'folders', count: folders.data, to: linkTo('add-new-folder') },
  ] as const;
  return (
    <Grid columns={{ initial: '2', md: '5' }} gap="3">
      {items.map((item) => (
        <Card key={item.key}>
          <Flex direction="column" gap="1">
            <Link asChild weight="medium">
              <RouterLink to={item.to}>{t(`watched.${item.key}`)}</RouterLink>
            </Link>
            <Text size="5" weight="bold">
              {item.count ?? '…'}
            </Text>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}

export default function DataExfiltration() {
  const { t } = useTranslation('dlp-policies');
  usePageHeading({ subheading: t('exfiltration.subtitle') });
  const canChange = useCanChangeDlp();
  const policies = useSearchPage();
  const llm = useSearchPage();
  return (
    <Flex direction="column" gap="5">
      <Watched />
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('exfiltration.policies')}
        </Heading>
        <ListHeader label={t('list.search')} q={policies.q} onSearch={policies.search}>
          {canChange ? (
            <Button asChild>
              <RouterLink to={linkTo('data-exfiltration-steps')}>
                <PlusIcon /> {t('exfiltration.add')}
              </RouterLink>
            </Button>
          ) : null}
        </ListHeader>
        <PoliciesTable kinds="exfiltration" q={policies.q} page={policies.page} onPage={policies.setPage} canChange={canChange} caption={t('exfiltration.policies')} />
      </Flex>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('exfiltration.llm')}
        </Heading>
        <ListHeader label={t('list.searchLlm')} q={llm.q} onSearch={llm.search}>
          {canChange ? (
            <Button asChild variant="soft">
              <RouterLink to={linkTo('update-LLM')}>
                <PlusIcon /> {t('exfiltration.addLlm')}
              </RouterLink>
            </Button>
          ) : null}
        </ListHeader>
        <PoliciesTable kinds="llm" q={llm.q} page={llm.page} onPage={llm.setPage} canChange={canChange} caption={t('exfiltration.llm')} />
      </Flex>
    </Flex>
  );
}
