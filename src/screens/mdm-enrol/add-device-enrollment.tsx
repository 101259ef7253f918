// /add-device-enrollment (issue 20): generate the server key if there is none, download its public key
// for Apple Business Manager, and upload the server token (.p7m) Apple encrypts to it.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { downloadAdePublicKey, fileForUpload, mdmEnrolMutations, mdmEnrolQueries } from '../../api/queries/mdm-enrol';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';
import { serverError } from './shared';

export default function AddDeviceEnrollment() {
  const { t } = useTranslation('mdm-enrol');
  usePageHeading({ subheading: t('ade.subtitle') });
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useQuery(mdmEnrolQueries.ade());
  const generate = useMutation(mdmEnrolMutations.createAdeKey(client));
  const upload = useMutation(mdmEnrolMutations.uploadAdeToken(client));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hasKey = Boolean(state.data?.key_created_at);
  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t('ade.steps')}
        </Text>
        <FormErrors message={error} />
        <Flex gap="3" wrap="wrap">
          {hasKey ? (
            <Button variant="soft" onClick={() => void downloadAdePublicKey().catch((e: unknown) => setError(serverError(e)))}>
              <DownloadIcon aria-hidden /> {t('ade.downloadKey')}
            </Button>
          ) : (
            <Button loading={generate.isPending} disabled={state.isPending} onClick={() => generate.mutate(undefined, { onError: (e) => setError(serverError(e)) })}>
              {t('ade.generate')}
            </Button>
          )}
        </Flex>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            if (!hasKey) return setError(t('ade.noKey'));
            if (!file) return setError(t('ade.file'));
            void fileForUpload(file).then((content) =>
              upload.mutate(content, {
                onSuccess: () => {
                  toast({ kind: 'success', title: t('ade.saved') });
                  navigate(linkTo('device-enrollment-program'));
                },
                onError: (err) => setError(serverError(err)),
              }),
            );
          }}
        >
          <Flex direction="column" gap="3">
            <FormField label={t('ade.file')}>
              {(control) => <input {...control} type="file" accept=".p7m,.pem" disabled={!hasKey} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
            </FormField>
            <Flex gap="3">
              <Button type="submit" loading={upload.isPending} disabled={!hasKey}>
                {t('ade.submit')}
              </Button>
              <Button asChild variant="soft" color="gray">
                <RouterLink to={linkTo('device-enrollment-program')}>{t('addCert.cancel')}</RouterLink>
              </Button>
            </Flex>
          </Flex>
        </form>
      </Flex>
    </Card>
  );
}
