// /device-enrollment-program (Admin › MDM, ADE; issue 20): the server key given to Apple Business Manager,
// the uploaded server token's organisation and expiry, and the devices enrolled.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { DownloadIcon, ExclamationTriangleIcon, UploadIcon } from '@radix-ui/react-icons';
import { downloadAdePublicKey, mdmEnrolMutations, mdmEnrolQueries } from '../../api/queries/mdm-enrol';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDate, formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { DataTable } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { FormErrors } from '../../ui/form-errors';
import { DEVICE_COLUMNS, DeviceRows, Facts, serverError } from './shared';

export default function DeviceEnrollmentProgram() {
  const { t } = useTranslation('mdm-enrol');
  usePageHeading({ subheading: t('ade.subtitle') });
  const client = useQueryClient();
  const state = useQuery(mdmEnrolQueries.ade());
  const generate = useMutation(mdmEnrolMutations.createAdeKey(client));
  const [error, setError] = useState<string | null>(null);
  if (state.isError) return <ErrorState />;
  if (state.isPending) return <Text color="gray">{t('loading')}</Text>;
  const { key_created_at: keyAt, token, devices } = state.data;
  return (
    <Flex direction="column" gap="4">
      {token?.expired ? (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{t('ade.expired', { date: formatDate(token.expires_at) })}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Card size="3" style={{ maxWidth: 900 }}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {t('ade.token')}
          </Heading>
          {token ? (
            <Facts
              items={[
                [t('ade.org'), token.org_name],
                [t('ade.consumerKey'), token.consumer_key],
                [t('ade.expires'), <span key="e" data-testid="ade-expiry">{formatDateTime(token.expires_at)}</span>],
                [t('ade.uploaded'), formatDateTime(token.uploaded_at)],
              ]}
            />
          ) : (
            <Text color="gray">{t('ade.none')}</Text>
          )}
          <Text size="2" color="gray">
            {t('ade.steps')}
          </Text>
          {keyAt ? <Text size="2">{t('ade.keyCreated', { date: formatDateTime(keyAt) })}</Text> : null}
          <FormErrors message={error} />
          <Flex gap="3" wrap="wrap">
            {!keyAt ? (
              <Button loading={generate.isPending} onClick={() => generate.mutate(undefined, { onError: (e) => setError(serverError(e)) })}>
                {t('ade.generate')}
              </Button>
            ) : (
              <>
                <Button variant="soft" onClick={() => void downloadAdePublicKey().then(() => setError(null), (e: unknown) => setError(serverError(e)))}>
                  <DownloadIcon aria-hidden /> {t('ade.downloadKey')}
                </Button>
                <Button asChild>
                  <RouterLink to={linkTo('add-device-enrollment')}>
                    <UploadIcon aria-hidden /> {t('ade.upload')}
                  </RouterLink>
                </Button>
              </>
            )}
          </Flex>
        </Flex>
      </Card>
      <Heading as="h2" size="4">
        {t('ade.devices')}
      </Heading>
      <DataTable
        caption={t('ade.devices')}
        columns={DEVICE_COLUMNS.map((c) => ({ key: c, header: t(`devices.columns.${c}`) }))}
        rows={devices}
        emptyText={t('devices.empty')}
        renderRows={(rows) => <DeviceRows rows={rows} />}
      />
    </Flex>
  );
}
