// /user-management (spec part 2 §2.3, §2.4 click targets): the people of the company, to manage. The
// account admin adds people (one, or many from a CSV) and invites everyone without the agent from here;
// rows open the edit and delete actions.
import { Link as RouterLink } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@radix-ui/themes';
import { EnvelopeClosedIcon, PlusIcon } from '@radix-ui/react-icons';
import { canAdminister } from '../../api/contract/access';
import { userMutations } from '../../api/queries/users';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';
import { inviteToast } from '../../domain/people/invite';
import { PeopleList } from './people-list';

function ManageButtons() {
  const { t } = useTranslation('people');
  const toast = useToast();
  const inviteAll = useMutation(userMutations.inviteAll());
  return (
    <Flex justify="end" gap="3" wrap="wrap">
      <ConfirmDialog
        trigger={
          <Button variant="soft">
            <EnvelopeClosedIcon /> {t('invite.all')}
          </Button>
        }
        tone="neutral"
        title={t('invite.allTitle')}
        description={t('invite.allText')}
        confirmLabel={t('invite.confirm')}
        onConfirm={async () => toast(inviteToast(await inviteAll.mutateAsync(), t))}
      />
      <Button asChild>
        <RouterLink to={linkTo('add-users')}>
          <PlusIcon /> {t('list.addUsers')}
        </RouterLink>
      </Button>
    </Flex>
  );
}

export default function Screen() {
  const { access } = useSession();
  return (
    <Flex direction="column" gap="3">
      {canAdminister(access) ? <ManageButtons /> : null}
      <PeopleList routeId="user-management" variant="management" />
    </Flex>
  );
}
