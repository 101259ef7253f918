// The "Reassign" action of /endpoint-details/{id} (issue 18, POST /api/devices/reassign/{id}): a dialog with
// a person picker over the people search (GET /api/users?q=, spec part 1 §5 search rules), for roles that
// administer endpoints (canAdminister). The endpoint and the fleet lists refresh after the change.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { canAdminister } from '../../api/contract/access';
import type { DeviceDetail } from '../../api/contract/fleet';
import { reassignMutations } from '../../api/queries/applications';
import { fleetQueries } from '../../api/queries/fleet';
import { userQueries } from '../../api/queries/users';
import { useSession } from '../../app/session/use-session';
import { shouldSearch } from '../../lib/validation';
import { FormErrors } from '../../ui/form-errors';
import { SearchBox } from '../../ui/search-box';
import { useToast } from '../../ui/toast';

const PICKER_SIZE = 8;

export function ReassignAction({ device }: { device: DeviceDetail }) {
  const { access } = useSession();
  if (!canAdminister(access)) return null;
  return (
    <Flex ml="auto">
      <ReassignDialog device={device} />
    </Flex>
  );
}

function ReassignDialog({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation('fleet-apps');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string>('');
  const searching = q.length > 0 && shouldSearch(q);
  const people = useQuery({ ...userQueries.list({ q, page: 1, size: PICKER_SIZE }), enabled: open && searching });
  const reassign = useMutation({
    ...reassignMutations.reassign(),
    onSuccess: (row) => {
      toast({ kind: 'success', title: t('reassign.done', { hostname: device.hostname, email: row.owner?.email ?? '' }) });
      void queryClient.invalidateQueries({ queryKey: fleetQueries.all() });
      setOpen(false);
    },
  });
  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setQ('');
      setChosen('');
      reassign.reset();
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger>
        <Button variant="soft" size="2">
          {t('reassign.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t('reassign.title', { hostname: device.hostname })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('reassign.description', { owner: device.owner ? `${device.owner.name} (${device.owner.email})` : t('reassign.noOwner') })}
        </Dialog.Description>
        <Flex direction="column" gap="3">
          <SearchBox value={q} onSearch={(term) => setQ(term)} label={t('reassign.search')} placeholder={t('reassign.placeholder')} autoFocus />
          {!searching ? (
            <Text size="2" color="gray">
              {t('reassign.typeMore')}
            </Text>
          ) : people.isPending ? (
            <Text size="2" color="gray">
              {t('loading')}
            </Text>
          ) : !people.data || people.data.length === 0 ? (
            <Text size="2" color="gray">
              {t('reassign.noPeople')}
            </Text>
          ) : (
            <RadioGroup.Root value={chosen} onValueChange={setChosen} aria-label={t('reassign.people')}>
              {people.data.map((p) => (
                <RadioGroup.Item key={p.id} value={p.id} disabled={p.id === device.owner?.id}>
                  <Text weight="medium">{p.name}</Text>{' '}
                  <Text color="gray" size="2">
                    {p.email}
                    {p.id === device.owner?.id ? ` (${t('reassign.current')})` : ''}
                  </Text>
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}
          <FormErrors message={reassign.error instanceof Error ? reassign.error.message : null} />
        </Flex>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray" disabled={reassign.isPending}>
              {t('reassign.cancel')}
            </Button>
          </Dialog.Close>
          <Button disabled={!chosen || reassign.isPending} onClick={() => reassign.mutate({ id: device.id, body: { person_id: chosen } })}>
            {t('reassign.confirm')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
