// /push-certificate (Admin › MDM; issue 20): generate a CSR (RSA 2048; the key is sealed on the server),
// download it for Apple, then see the uploaded certificate's subject, topic, issuer and expiry, with a
// warning 30 days before it expires.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { DownloadIcon, ExclamationTriangleIcon, UploadIcon } from '@radix-ui/react-icons';
import { downloadPushCsr, mdmEnrolMutations, mdmEnrolQueries } from '../../api/queries/mdm-enrol';
import { usePageHeading } from '../../app/layout/page-heading';
import { formatDate, formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { ErrorState } from '../../ui/error-state';
import { FormErrors } from '../../ui/form-errors';
import { Facts, serverError } from './shared';

export default function PushCertificate() {
  const { t } = useTranslation('mdm-enrol');
  usePageHeading({ subheading: t('push.subtitle') });
  const client = useQueryClient();
  const state = useQuery(mdmEnrolQueries.pushCertificate());
  const generate = useMutation(mdmEnrolMutations.createPushCsr(client));
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (state.isError) return <ErrorState />;
  if (state.isPending) return <Text color="gray">{t('loading')}</Text>;
  const { csr_created_at: csrAt, certificate: cert } = state.data;
  const expired = cert ? cert.days_left < 0 : false;
  return (
    <Flex direction="column" gap="4" maxWidth="900px">
      {cert && cert.expiring_soon ? (
        <Callout.Root color={expired ? 'red' : 'amber'} role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{t(expired ? 'push.expired' : 'push.expiringSoon', { date: formatDate(cert.not_after) })}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Card size="3">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {t('push.details')}
          </Heading>
          {cert ? (
            <Facts
              items={[
                [t('push.topic'), cert.topic],
                [t('push.subject'), cert.subject],
                [t('push.issuer'), cert.issuer],
                [t('push.serial'), cert.serial_number],
                [t('push.validFrom'), formatDateTime(cert.not_before)],
                [
                  t('push.expires'),
                  <span key="exp" data-testid="push-expiry">
                    {formatDateTime(cert.not_after)} ({t('push.daysLeft', { count: Math.max(cert.days_left, 0) })})
                  </span>,
                ],
                [t('push.uploaded'), formatDateTime(cert.uploaded_at)],
              ]}
            />
          ) : (
            <Text color="gray">{t('push.none')}</Text>
          )}
          <Text size="2" color="gray">
            {t('push.steps')}
          </Text>
          {csrAt ? <Text size="2">{t('push.csrCreated', { date: formatDateTime(csrAt) })}</Text> : null}
          <FormErrors message={downloadError} />
          <Flex gap="3" wrap="wrap">
            <Button variant={csrAt ? 'soft' : 'solid'} loading={generate.isPending} onClick={() => generate.mutate()}>
              {csrAt ? t('push.regenerate') : t('push.generate')}
            </Button>
            {csrAt ? (
              <Button variant="soft" onClick={() => void downloadPushCsr().then(() => setDownloadError(null), (e: unknown) => setDownloadError(serverError(e)))}>
                <DownloadIcon aria-hidden /> {t('push.downloadCsr')}
              </Button>
            ) : null}
            {csrAt ? (
              <Button asChild>
                <RouterLink to={linkTo('add-certificate')}>
                  <UploadIcon aria-hidden /> {cert ? t('push.replace') : t('push.upload')}
                </RouterLink>
              </Button>
            ) : null}
          </Flex>
          {csrAt && cert ? (
            <Box>
              <Text size="1" color="gray">
                {t('push.regenerateWarning')}
              </Text>
            </Box>
          ) : null}
        </Flex>
      </Card>
    </Flex>
  );
}
