// The add/edit dialog of the Cloud screens: fields from the caller, the server's 400 reasons under each field
// (issues by path) and its 409 above them; closes when the save resolves.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex } from '@radix-ui/themes';
import { ApiRequestError } from '../../api/client';
import { FormErrors } from '../../ui/form-errors';

export type FieldErrors = Record<string, string>;

/** The server's refusal as a message and per-field reasons. */
export function refusal(error: unknown, fallback: string): { message: string; fields: FieldErrors } {
  if (!(error instanceof ApiRequestError)) return { message: fallback, fields: {} };
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path ?? '').split('.')[0] ?? '';
    if (key && !fields[key]) fields[key] = issue.message;
  }
  return { message: error.exception, fields };
}

export function FormDialog({ trigger, title, submitLabel, onSubmit, children }: {
  trigger: ReactNode;
  title: string;
  submitLabel: string;
  /** resolves to close; throws to stay open with the reasons */
  onSubmit: () => Promise<void>;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { t } = useTranslation('cloud');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: FieldErrors } | null>(null);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit();
      setFailure(null);
      setOpen(false);
    } catch (error) {
      setFailure(refusal(error, t('form.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setFailure(null);
        setOpen(next);
      }}
    >
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('form.required')}
        </Dialog.Description>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Flex direction="column" gap="3">
            <FormErrors message={failure?.message ?? null} />
            {children(failure?.fields ?? {})}
            <Flex gap="3" justify="end" mt="2">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={busy}>
                  {t('form.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
