// Pieces of the MDM enrolment screens (issue 20): the frame of the public enrolment pages, the PIN form
// they share, and small readers of the admin screens.
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataList, Flex, Table, TextField } from '@radix-ui/themes';
import { canManageMdmEnrolment } from '../../api/contract/access';
import { MDM_NOT_REGISTERED_MESSAGE, pinBody, type MdmDeviceListRow, type PinCheck } from '../../api/contract/mdm-enrol';
import { ApiRequestError } from '../../api/client';
import { mdmEnrolMutations } from '../../api/queries/mdm-enrol';
import { useSession } from '../../app/session/use-session';
import { formatDate, formatDateTime } from '../../lib/format';
import { FormField } from '../../ui/form-field';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { AuthCard } from '../../ui/auth-card';

export function useCanManageMdm(): boolean {
  return canManageMdmEnrolment(useSession().access);
}

/** spec part 1 §8: the server's exception text, else 'Account not registered for MDM. Contact your admin'. */
export function enrolmentError(error: unknown): string {
  return error instanceof ApiRequestError && error.exception ? error.exception : MDM_NOT_REGISTERED_MESSAGE;
}

/** The frame of the public enrolment pages (bare chrome). */
export function EnrolFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return <AuthCard title={title} subtitle={subtitle} width={480} brand="Palisade MDM" landmark="section">{children}</AuthCard>;
}

/** The PIN form: POST /auth/pin checks it; `onValid` gets the normalised code and what it opens. */
export function PinForm({ onValid }: { onValid: (code: string, check: PinCheck) => void }) {
  const { t } = useTranslation('mdm-enrol');
  const form = useForm<{ code: string }>({ resolver: zodResolver(pinBody), defaultValues: { code: '' } });
  const formError = useFormErrors(form.setError, ['code']);
  const signIn = useMutation(mdmEnrolMutations.signInWithPin());
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) => {
        formError.clear();
        signIn.mutate(code, { onSuccess: (check) => onValid(code, check), onError: (error) => formError.show(error, enrolmentError(error)) });
      })}
    >
      <Flex direction="column" gap="3">
        <FormErrors message={formError.message} />
        <FormField label={t('pin.field')} hint={t('pin.hint')} error={form.formState.errors.code?.message}>
          {(control) => (
            <TextField.Root
              {...control}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              size="3"
              style={{ fontFamily: 'var(--code-font-family)', letterSpacing: '0.2em' }}
              {...form.register('code')}
            />
          )}
        </FormField>
        <Button type="submit" size="3" loading={signIn.isPending}>
          {t('pin.submit')}
        </Button>
      </Flex>
    </form>
  );
}

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <DataList.Root size="2">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="140px">{label}</DataList.Label>
          <DataList.Value style={{ overflowWrap: 'anywhere' }}>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

const STATE_COLORS = { ACTIVE: 'green', EXPIRED: 'gray', REVOKED: 'red', USED: 'gray', ENROLLED: 'green', UNENROLLED: 'gray' } as const;

export function StateBadge({ state, label }: { state: keyof typeof STATE_COLORS; label: string }) {
  return <Badge color={STATE_COLORS[state]}>{label}</Badge>;
}

export const DEVICE_COLUMNS = ['name', 'serial', 'model', 'os', 'enrolled', 'checkin', 'pin', 'status'] as const;

export function DeviceRows({ rows }: { rows: MdmDeviceListRow[] }) {
  const { t } = useTranslation('mdm-enrol');
  return rows.map((d) => (
    <Table.Row key={d.id}>
      <Table.RowHeaderCell>{d.device_name ?? d.udid}</Table.RowHeaderCell>
      <Table.Cell>{d.serial_number ?? '—'}</Table.Cell>
      <Table.Cell>{d.model ?? '—'}</Table.Cell>
      <Table.Cell>{d.os_version ?? '—'}</Table.Cell>
      <Table.Cell>{formatDate(d.enrolled_at)}</Table.Cell>
      <Table.Cell>{d.last_checkin_at ? formatDateTime(d.last_checkin_at) : '—'}</Table.Cell>
      <Table.Cell>{d.pin_label ?? '—'}</Table.Cell>
      <Table.Cell>
        <StateBadge state={d.status} label={t(`devices.statuses.${d.status}`)} />
      </Table.Cell>
    </Table.Row>
  ));
}

/** The server's exception text (or the error's own message) for a failed admin call. */
export function serverError(error: unknown): string {
  if (error instanceof ApiRequestError && error.exception) return error.exception;
  return error instanceof Error ? error.message : String(error);
}
