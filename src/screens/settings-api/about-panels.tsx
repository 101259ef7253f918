// The parts of About (/about) and its expanded view (/expand-view): versions, the fleet's agent versions and
// the open-source licences, all from GET /api/about.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Code, DataList, Grid, Heading, Link, Table } from '@radix-ui/themes';
import type { AboutResponse } from '../../api/contract/settings-api';
import { DataTable, type DataTableColumn } from '../../ui/data-table';

type Licence = AboutResponse['licences'][number];
type AgentVersion = AboutResponse['agent_versions'][number];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="3" style={{ minWidth: 0 }}>
      <Heading as="h2" size="4" mb="3">
        {title}
      </Heading>
      {children}
    </Card>
  );
}

export function VersionPanels({ about }: { about: AboutResponse }) {
  const { t } = useTranslation('settings-api');
  const rows: { label: string; value: string }[][] = [
    [{ label: t('about.product'), value: `${about.product.name} ${about.product.version}` }],
    [
      { label: t('about.server'), value: `${about.server.runtime} ${about.server.version}` },
      { label: '', value: about.server.platform },
    ],
    [
      { label: t('about.database'), value: about.database.engine },
      { label: '', value: about.database.version },
    ],
  ];
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="4">
      {rows.map((items) => (
        <Section key={items[0].label} title={items[0].label}>
          <DataList.Root orientation="vertical">
            {items.map((item) => (
              <DataList.Item key={item.value}>
                <DataList.Value>
                  <Code variant="ghost" style={{ overflowWrap: 'anywhere' }}>
                    {item.value}
                  </Code>
                </DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Section>
      ))}
    </Grid>
  );
}

export function AgentVersions({ about }: { about: AboutResponse }) {
  const { t } = useTranslation('settings-api');
  const columns: DataTableColumn<AgentVersion>[] = [
    { key: 'version', header: t('about.agentVersion'), rowHeader: true, render: (r) => r.version },
    { key: 'endpoints', header: t('about.agentEndpoints'), align: 'right', render: (r) => r.endpoints.toLocaleString('en-US') },
  ];
  return (
    <Section title={t('about.agents')}>
      <DataTable caption={t('about.agentsTable')} columns={columns} rows={about.agent_versions} rowKey={(r) => r.version} emptyText={t('about.noAgents')} variant="ghost" />
    </Section>
  );
}

export function Licences({ about }: { about: AboutResponse }) {
  const { t } = useTranslation('settings-api');
  const columns: DataTableColumn<Licence>[] = [
    { key: 'name', header: t('about.package') },
    { key: 'version', header: t('about.version') },
    { key: 'licence', header: t('about.licence') },
  ];
  return (
    <Section title={t('about.licences')}>
      <DataTable
        caption={t('about.licencesTable')}
        columns={columns}
        rows={about.licences}
        rowKey={(r) => r.name}
        emptyText="—"
        variant="ghost"
        renderRow={(r) => (
          <Table.Row key={r.name}>
            <Table.RowHeaderCell>
              {r.homepage ? (
                <Link href={r.homepage} target="_blank" rel="noopener noreferrer">
                  {r.name}
                </Link>
              ) : (
                r.name
              )}
            </Table.RowHeaderCell>
            <Table.Cell>{r.version}</Table.Cell>
            <Table.Cell>{r.licence}</Table.Cell>
          </Table.Row>
        )}
      />
    </Section>
  );
}
