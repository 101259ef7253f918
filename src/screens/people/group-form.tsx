// The form of /add-group and /update-group/{name}: the group's name and its members. Members are found
// with the people search (GET /users?q=, 3 characters or more) and listed with a remove button each.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Badge, Box, Button, Card, Flex, IconButton, ScrollArea, Table, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { ApiRequestError } from '../../api/client';
import { CSV_GROUP_SEPARATOR, GROUP_NAME_MAX, type GroupDetail, type GroupMember } from '../../api/contract/users';
import { userMutations, userQueries } from '../../api/queries/users';
import { linkTo } from '../../lib/links';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';
import { FormActions } from '../../ui/form-actions';

const FIND_SIZE = 8;

function useSchema() {
  const { t } = useTranslation('people');
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('required'))
      .max(GROUP_NAME_MAX, `At most ${GROUP_NAME_MAX} characters.`)
      .refine((v) => !v.includes(CSV_GROUP_SEPARATOR), `A group name cannot contain "${CSV_GROUP_SEPARATOR}".`),
  });
}
type Values = z.infer<ReturnType<typeof useSchema>>;

/** People matching the search, each with an Add button (or 'Member' when already in). */
function FindPeople({ members, onAdd }: { members: ReadonlyMap<string, GroupMember>; onAdd: (person: GroupMember) => void }) {
  const { t } = useTranslation('people');
  const [q, setQ] = useState('');
  const found = useQuery({ ...userQueries.list({ q, size: FIND_SIZE, sb: 'name', so: 'asc' }), enabled: q.length > 0 });
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="medium" aria-hidden>
        {t('groupForm.find')}
      </Text>
      <Box maxWidth="360px">
        <SearchBox value={q} onSearch={setQ} label={t('groupForm.find')} />
      </Box>
      <Text size="1" color="gray">
        {t('groupForm.findHint')}
      </Text>
      {q && found.data?.length === 0 ? <Text size="2" color="gray">{t('groupForm.noMatches')}</Text> : null}
      {q && found.data?.length ? (
        <Flex direction="column" gap="1" data-testid="people-found">
          {found.data.map((p) => (
            <Flex key={p.id} gap="3" align="center" justify="between" style={{ borderBottom: '1px solid var(--gray-a4)', padding: '4px 0' }}>
              <Text size="2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {p.name} <Text color="gray">· {p.email}</Text>
              </Text>
              {members.has(p.id) ? (
                <Badge variant="soft" color="gray">
                  {t('groupForm.alreadyMember')}
                </Badge>
              ) : (
                <Button type="button" size="1" variant="soft" aria-label={t('groupForm.addMember', { name: p.name })} onClick={() => onAdd({ id: p.id, name: p.name, email: p.email, department: p.department })}>
                  <PlusIcon />
                </Button>
              )}
            </Flex>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

export function GroupForm({ group }: { group?: GroupDetail }) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const toast = useToast();
  const add = useMutation(userMutations.addGroup());
  const update = useMutation(userMutations.updateGroup());
  const [members, setMembers] = useState<ReadonlyMap<string, GroupMember>>(() => new Map((group?.member_list ?? []).map((m) => [m.id, m])));
  const form = useForm<Values>({ resolver: zodResolver(useSchema()), defaultValues: { name: group?.name ?? '' } });
  const formError = useFormErrors(form.setError, ['name']);

  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    const body = { name: values.name, members: [...members.keys()] };
    try {
      const saved = group ? await update.mutateAsync({ id: group.id, body }) : await add.mutateAsync(body);
      toast({ kind: 'success', title: t(group ? 'groupForm.saved' : 'groupForm.created', { name: saved.name }) });
      navigate(linkTo('group-management'));
    } catch (error) {
      const exists = error instanceof ApiRequestError && error.status === 409 ? t('groupForm.exists') : null;
      if (exists) form.setError('name', { type: 'server', message: exists }, { shouldFocus: true });
      formError.show(error, exists);
    }
  });

  const list = [...members.values()].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Card size="3" style={{ maxWidth: 880 }}>
      <form onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="4">
          <Box maxWidth="420px">
            <FormField label={t('groupForm.name')} error={form.formState.errors.name?.message}>
              {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
            </FormField>
          </Box>
          <Flex direction="column" gap="2" role="group" aria-labelledby="group-members-label">
            <Text size="2" weight="medium" id="group-members-label">
              {t('groupForm.members')} · {t('groupForm.membersCount', { count: list.length })}
            </Text>
            {list.length === 0 ? (
              <Text size="2" color="gray">
                {t('groupForm.noMembers')}
              </Text>
            ) : (
              <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 280 }}>
                <Table.Root size="1" variant="surface" aria-labelledby="group-members-label">
                  <Table.Body>
                    {list.map((m) => (
                      <Table.Row key={m.id} align="center" data-testid="member-row">
                        <Table.RowHeaderCell>{m.name}</Table.RowHeaderCell>
                        <Table.Cell style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Cell>
                        <Table.Cell>{m.department ?? '—'}</Table.Cell>
                        <Table.Cell justify="end">
                          <IconButton
                            type="button"
                            size="1"
                            variant="ghost"
                            color="red"
                            aria-label={t('groupForm.removeMember', { name: m.name })}
                            onClick={() =>
                              setMembers((current) => {
                                const next = new Map(current);
                                next.delete(m.id);
                                return next;
                              })
                            }
                          >
                            <Cross2Icon />
                          </IconButton>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </ScrollArea>
            )}
          </Flex>
          <FindPeople members={members} onAdd={(person) => setMembers((current) => new Map(current).set(person.id, person))} />
          <FormErrors message={formError.message} />
          <FormActions cancelTo={linkTo('group-management')} submitLabel={t('save')} saving={form.formState.isSubmitting} />
        </Flex>
      </form>
    </Card>
  );
}
