// /add-certificate (issue 20): upload the Apple-signed push certificate (PEM/.cer, or .p12 with its
// password); the server refuses a certificate for another key or an expired one, with the reason.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { fileForUpload, mdmEnrolMutations, mdmEnrolQueries } from '../../api/queries/mdm-enrol';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { FormField } from '../../ui/form-field';
import { FormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';
import { serverError } from './shared';

export default function AddCertificate() {
  const { t } = useTranslation('mdm-enrol');
  usePageHeading({ subheading: t('addCert.subtitle') });
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const state = useQuery(mdmEnrolQueries.pushCertificate());
  const upload = useMutation(mdmEnrolMutations.uploadPushCertificate(client));
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  return (
    <Card size="3" style={{ maxWidth: 640 }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          if (!file) {
            setFileError(t('addCert.file'));
            return;
          }
          setFileError(undefined);
          void fileForUpload(file).then((content) =>
            upload.mutate(
              { file: content, password: password || undefined },
              {
                onSuccess: () => {
                  toast({ kind: 'success', title: t('addCert.saved') });
                  navigate(linkTo('push-certificate'));
                },
                onError: (err) => setError(serverError(err)),
              },
            ),
          );
        }}
      >
        <Flex direction="column" gap="3">
          {state.data && !state.data.csr_created_at ? (
            <Callout.Root color="amber">
              <Callout.Text>{t('addCert.noCsr')}</Callout.Text>
            </Callout.Root>
          ) : null}
          <FormErrors message={error} />
          <FormField label={t('addCert.file')} error={fileError}>
            {(control) => <input {...control} type="file" accept=".pem,.cer,.crt,.p12,.pfx" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
          </FormField>
          <FormField label={t('addCert.password')}>
            {(control) => <TextField.Root {...control} type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />}
          </FormField>
          <Flex gap="3">
            <Button type="submit" loading={upload.isPending}>
              {t('addCert.submit')}
            </Button>
            <Button asChild variant="soft" color="gray">
              <RouterLink to={linkTo('push-certificate')}>{t('addCert.cancel')}</RouterLink>
            </Button>
          </Flex>
          <Text size="1" color="gray">
            {t('push.steps')}
          </Text>
        </Flex>
      </form>
    </Card>
  );
}
