// The preview of an email report: the figures and tables a run now would send, with the PDF to download.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Callout, Dialog, Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { downloadReportPdf, emailReportQueries } from '../../api/queries/email-reports';

export function PreviewDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('email-reports');
  const preview = useQuery(emailReportQueries.preview(id));
  const [downloading, setDownloading] = useState(false);
  const model = preview.data;

  async function download() {
    setDownloading(true);
    try {
      await downloadReportPdf(id);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Content maxWidth="720px" aria-describedby={undefined}>
        <Dialog.Title>{model ? t('preview.title', { title: model.title, company: model.company }) : name}</Dialog.Title>
        {preview.isPending ? <Text color="gray">{t('list.loading')}</Text> : null}
        {preview.isError ? (
          <Callout.Root color="red">
            <Callout.Text>{t('preview.failed')}</Callout.Text>
          </Callout.Root>
        ) : null}
        {model ? (
          <Flex direction="column" gap="4">
            <Text size="2" color="gray">
              {t('preview.range', { from: model.range.from, to: model.range.to, zone: model.range.z })}
            </Text>
            {/* a caption names the table (Table.Root passes aria-label to its wrapper, not to the table) */}
            <Table.Root size="1" variant="surface">
              <VisuallyHidden asChild>
                <caption>{model.title}</caption>
              </VisuallyHidden>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('preview.figure')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t('preview.value')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {model.figures.map((f) => (
                  <Table.Row key={f.key}>
                    <Table.RowHeaderCell>{f.label}</Table.RowHeaderCell>
                    <Table.Cell justify="end">{f.value.toLocaleString()}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {model.tables.map((table) => (
              <Box key={table.title} style={{ overflowX: 'auto' }}>
                <Text as="p" weight="medium" mb="2">
                  {table.title}
                </Text>
                <Table.Root size="1" variant="surface">
                  <VisuallyHidden asChild>
                    <caption>{table.title}</caption>
                  </VisuallyHidden>
                  <Table.Header>
                    <Table.Row>
                      {table.columns.map((c) => (
                        <Table.ColumnHeaderCell key={c}>{c}</Table.ColumnHeaderCell>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {table.rows.length === 0 ? (
                      <Table.Row>
                        <Table.Cell colSpan={table.columns.length}>{t('preview.noRows')}</Table.Cell>
                      </Table.Row>
                    ) : (
                      table.rows.slice(0, 50).map((row, i) => (
                        <Table.Row key={i}>
                          {row.map((cell, j) => (
                            <Table.Cell key={j}>{cell}</Table.Cell>
                          ))}
                        </Table.Row>
                      ))
                    )}
                  </Table.Body>
                </Table.Root>
              </Box>
            ))}
          </Flex>
        ) : null}
        <Flex gap="3" justify="end" mt="4">
          <Button variant="soft" onClick={() => void download()} loading={downloading} disabled={!model}>
            {t('preview.download')}
          </Button>
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('preview.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
