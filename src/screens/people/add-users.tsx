// /add-users (spec part 1 §7 POST /users "multipart upload or JSON add"): one person through the form,
// or many from a CSV file. The upload is all or nothing: a refused file lists every bad row by line.
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Flex, Heading } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { CSV_GROUP_SEPARATOR, PEOPLE_CSV_COLUMNS, UPLOAD_MAX_BYTES, UPLOAD_MAX_ROWS } from '../../api/contract/users';
import { userMutations } from '../../api/queries/users';
import { usePageHeading } from '../../app/layout/page-heading';
import { toCsv } from '../../lib/csv';
import { linkTo } from '../../lib/links';
import { CsvUploadPanel, uploadTexts } from '../../ui/csv-upload-panel';
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

function UploadPeople() {
  const { t } = useTranslation('people');
  const toast = useToast();
  const navigate = useNavigate();
  const upload = useMutation(userMutations.uploadUsers());

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
    <CsvUploadPanel
      texts={uploadTexts(t, t('upload.intro', { columns: PEOPLE_CSV_COLUMNS.join(', '), separator: CSV_GROUP_SEPARATOR, rows: UPLOAD_MAX_ROWS.toLocaleString('en-US'), mb: MB }), MB)}
      maxBytes={UPLOAD_MAX_BYTES}
      onSample={sample}
      upload={upload.mutateAsync}
      busy={upload.isPending}
      onUploaded={(result) => {
        toast({ kind: 'success', title: t('upload.done', { count: result.imported }) });
        navigate(linkTo('user-management'));
      }}
    />
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
