// The last cell of a list row for roles that may change it: the row's own controls, then Edit (a link to
// the edit route) and Remove (asks first through ConfirmDialog). Icons carry the accessible names.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Flex, IconButton, Table } from '@radix-ui/themes';
import { Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

export interface RowRemoval {
  /** the button's accessible name, e.g. 'Remove example.com' */
  label: string;
  title: string;
  description: string;
  /** the confirm button; 'Remove' when omitted */
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
}

export interface RowActionsProps {
  /** built with linkTo; label is the link's accessible name, e.g. 'Edit example.com' */
  edit?: { href: string; label: string };
  remove?: RowRemoval;
  /** controls shown before Edit and Remove (a row's 'Change' button) */
  children?: ReactNode;
}

export function RowActions({ edit, remove, children }: RowActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <Table.Cell justify="end">
      <Flex gap="2" justify="end" align="center">
        {children}
        {edit ? (
          <IconButton asChild variant="ghost" aria-label={edit.label}>
            <RouterLink to={edit.href}>
              <Pencil1Icon />
            </RouterLink>
          </IconButton>
        ) : null}
        {remove ? (
          <ConfirmDialog
            trigger={
              <IconButton variant="ghost" color="red" aria-label={remove.label}>
                <TrashIcon />
              </IconButton>
            }
            title={remove.title}
            description={remove.description}
            confirmLabel={remove.confirmLabel ?? t('rowActions.remove')}
            onConfirm={remove.onConfirm}
          />
        ) : null}
      </Flex>
    </Table.Cell>
  );
}
