// /add-custom-data/:id? (Custom Data): without an id, the company's custom data types; with one, that type
// with the matches the agents' detectors find in its saved sample, and its form.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Card, Code, Flex, Heading, Table, Text } from '@radix-ui/themes';
import type { CustomData } from '../../api/contract/dlp-policies';
import { dlpPolicyMutations, dlpPolicyQueries } from '../../api/queries/dlp-policies';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { CustomDataForm, customFormOf, Matches } from './custom-data-form';
import { ObjectList, ObjectRowActions } from './object-list';

function Rows({ rows, canChange }: { rows: CustomData[]; canChange: boolean }) {
  const { t } = useTranslation('dlp-policies');
  const remove = useMutation(dlpPolicyMutations.deleteCustomData());
  return rows.map((c) => (
    <Table.Row key={c.id} align="center">
      <Table.RowHeaderCell>
        <Text weight="medium">{c.name}</Text>
      </Table.RowHeaderCell>
      <Table.Cell>{t(`custom.kinds.${c.kind}`)}</Table.Cell>
      <Table.Cell style={{ maxWidth: 360, overflowWrap: 'anywhere' }}>{c.kind === 'regex' ? <Code>{c.pattern}</Code> : c.keywords.join(', ')}</Table.Cell>
      <Table.Cell>{c.policies}</Table.Cell>
      {canChange ? <ObjectRowActions prefix="custom" name={c.name} editTo={linkTo('add-custom-data', { id: c.id })} remove={() => remove.mutateAsync(c.id)} /> : null}
    </Table.Row>
  ));
}

function CustomList() {
  return (
    <ObjectList
      prefix="custom"
      addTo={linkTo('add-custom-data-steps')}
      columns={['name', 'kind', 'definition', 'policies']}
      list={dlpPolicyQueries.customData}
      count={dlpPolicyQueries.customDataCount}
      renderRows={(rows, canChange) => <Rows rows={rows} canChange={canChange} />}
    />
  );
}

function CustomOne({ id }: { id: string }) {
  const { t } = useTranslation('dlp-policies');
  const one = useQuery({ ...dlpPolicyQueries.customDataOne(id), retry: false });
  const matches = useQuery({ ...dlpPolicyQueries.customDataMatches(id), retry: false });
  const update = useMutation(dlpPolicyMutations.updateCustomData());
  usePageHeading({ subheading: one.data ? t('custom.editing', { name: one.data.name }) : undefined });
  if (one.isPending) return <Text color="gray">{t('loading')}</Text>;
  if (!one.data) return <ErrorState title={t('custom.notFound')} subtitle={t('custom.notFoundHelp')} />;
  return (
    <Flex direction="column" gap="4">
      {one.data.sample_text ? (
        <Card style={{ maxWidth: 760 }}>
          <Flex direction="column" gap="2">
            <Heading as="h2" size="3">
              {t('custom.savedSample')}
            </Heading>
            {matches.data ? <Matches result={matches.data} /> : <Text color="gray">{t('loading')}</Text>}
          </Flex>
        </Card>
      ) : null}
      <CustomDataForm key={one.data.id} initial={customFormOf(one.data)} save={(body) => update.mutateAsync({ id, body })} />
    </Flex>
  );
}

export default function AddCustomData() {
  const id = useParams().id;
  return id ? <CustomOne id={id} /> : <CustomList />;
}
