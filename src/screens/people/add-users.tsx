// /add-users (spec part 1 §7 POST /users "multipart upload or JSON add"): one person through the form,
// or many from a CSV file. The upload is all or nothing: a refused file lists every bad row by line.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Callout, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, UploadIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import { CSV_GROUP_SEPARATOR, PEOPLE_CSV_COLUMNS, UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '../../api/contract/users';
import { userMutations } from '../../api/queries/users';
import { usePageHeading } from '../../app/layout/page-heading';
import { toCsv } from '../../lib/csv';
import { linkTo } from '../../lib/links';
import { downloadCsv } from '../../ui/download-csv';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { useToast } from '../../ui/toast';
import { PERSON_FIELDS, PersonFields, usePersonSchema, type PersonValues } from './person-fields';
import { FormActions } from '../../ui/form-actions';

const MB = UPLOAD_MAX_BYTES / (1024 * 1024);

function AddPerson() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const toast = useToast();
  const add = useMutation(userMutations.addUser());
  const form = useForm<PersonValues>({
    resolver: zodResolver(usePersonSchema()),
    defaultValues: { first_name: '', last_name: '', email: '', department: '', groups: [], status: 'ACTIVE' },
  });
  const formError = useFormErrors(form.setError, PERSON_FIELDS);

  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      const { status: _status, ...fields } = values;
      const person = await add.mutateAsync({ ...fields, department: fields.department || null });
      toast({ kind: 'success', title: t('add.added', { name: person.name }) });
      navigate(linkTo('user-management'));
    } catch (error) {
      const exists = error instanceof ApiRequestError && error.status === 409 ? t('add.exists') : null;
      if (exists) form.setError('email', { type: 'server', message: exists }, { shouldFocus: true });
      formError.show(error, exists);
    }
  });

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-labelledby="add-person-title">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="add-person-title">
            {t('add.oneTitle')}
          </Heading>
          <PersonFields register={form.register} control={form.control} errors={form.formState.errors} />
          <FormErrors message={formError.message} />
          <FormActions cancelTo={linkTo('user-management')} submitLabel={t('add.submit')} saving={form.formState.isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}

/** What a refused upload says: the server's text and one line per bad row. */
interface Refusal {
  message: string;
  rows: string[];
}

function UploadPeople() {
  const { t } = useTranslation('people');
  const toast = useToast();
  const navigate = useNavigate();
  const upload = useMutation(userMutations.uploadUsers());
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  function choose(next: File | null) {
    setRefusal(null);
    setFile(null);
    if (!next) return;
    if (!next.name.toLowerCase().endsWith('.csv')) return setRefusal({ message: t('upload.notCsv'), rows: [] });
    if (next.size > UPLOAD_MAX_BYTES) return setRefusal({ message: t('upload.tooLarge', { mb: MB }), rows: [] });
    setFile(next);
  }

  async function send() {
    if (!file) return;
    setRefusal(null);
    try {
      const result = await upload.mutateAsync(file);
      toast({ kind: 'success', title: t('upload.done', { count: result.imported }) });
      navigate(linkTo('user-management'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.issues.some((i) => i.path.startsWith('line.'))) {
        setRefusal({ message: t('upload.rejected'), rows: error.issues.map((i) => i.message) });
      } else {
        setRefusal({ message: error instanceof Error ? error.message : String(error), rows: [] });
      }
    }
  }

  function sample() {
    downloadCsv(
      t('upload.sampleName'),
      toCsv([...PEOPLE_CSV_COLUMNS], [
        ['jane.doe@example.com', 'Jane', 'Doe', 'Finance', ''],
        ['sam.lee@example.com', 'Sam', 'Lee', 'Engineering', ''],
      ]),
    );
  }

  return (
    <Card size="3">
      <Flex direction="column" gap="3" aria-labelledby="upload-title" role="region">
        <Heading as="h2" size="4" id="upload-title">
          {t('upload.title')}
        </Heading>
        <Text as="p" size="2">
          {t('upload.intro', { columns: PEOPLE_CSV_COLUMNS.join(', '), separator: CSV_GROUP_SEPARATOR, rows: UPLOAD_MAX_ROWS.toLocaleString('en-US'), mb: MB })}
        </Text>
        <Text as="p" size="2" color="gray">
          {t('upload.allOrNothing')}
        </Text>
        <Box>
          <Link asChild size="2">
            <button type="button" onClick={sample} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
              {t('upload.sample')}
            </button>
          </Link>
        </Box>
        <Flex gap="3" align="center" wrap="wrap">
          <Text as="label" size="2" weight="medium" htmlFor="people-csv">
            {t('upload.file')}
          </Text>
          <input
            ref={input}
            id="people-csv"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            style={{ maxWidth: '100%' }}
          />
          <Button type="button" onClick={() => void send()} disabled={!file} loading={upload.isPending}>
            <UploadIcon /> {t('upload.submit')}
          </Button>
        </Flex>
        {refusal ? (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Flex direction="column" gap="1">
              <Callout.Text>{refusal.message}</Callout.Text>
              {refusal.rows.length ? (
                <Box asChild style={{ maxHeight: 240, overflowY: 'auto', margin: 0, paddingLeft: 20 }}>
                  <ul aria-label={t('upload.rejected')}>
                    {refusal.rows.map((row) => (
                      <li key={row}>
                        <Text size="2">{row}</Text>
                      </li>
                    ))}
                  </ul>
                </Box>
              ) : null}
            </Flex>
          </Callout.Root>
        ) : null}
      </Flex>
    </Card>
  );
}

export default function AddUsers() {
  const { t } = useTranslation('people');
  usePageHeading({ subheading: t('add.subtitle') });
  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 880 }}>
      <AddPerson />
      <UploadPeople />
    </Flex>
  );
}
