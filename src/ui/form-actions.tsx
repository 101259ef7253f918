// The row under a page form: Cancel is a link back to the list the form belongs to (so it opens in a
// new tab or can be copied like any link), Save submits the form and spins while the save runs.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@radix-ui/themes';

export interface FormActionsProps {
  /** where Cancel leads: the list or tab the form was opened from */
  readonly cancelTo: string;
  /** the submit button's words, in the form's own vocabulary (Save, Add, Save Category ...) */
  readonly submitLabel: ReactNode;
  readonly saving: boolean;
  readonly justify?: 'start' | 'end';
  /** false for a reader who may not change it: the form shows Cancel alone */
  readonly canSubmit?: boolean;
}

export function FormActions({ cancelTo, submitLabel, saving, justify = 'end', canSubmit = true }: FormActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <Flex gap="3" justify={justify}>
      <Button asChild variant="soft" color="gray">
        <Link to={cancelTo}>{t('form.cancel')}</Link>
      </Button>
      {canSubmit ? (
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      ) : null}
    </Flex>
  );
}
