// The user's conversations, newest first, virtualised; rename and delete in place.
import { useRef, useState } from 'react';
import { Box, Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { Pencil1Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NavLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../api/contract/askciso';
import { conversationMutations, conversationQueries } from '../api/queries/askciso';
import { linkTo } from '../lib/links';
import { ConfirmDialog } from '../ui/confirm-dialog';

function Item({ conversation, current }: { conversation: Conversation; current: boolean }) {
  const { t } = useTranslation('askciso');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const rename = useMutation(conversationMutations.rename(queryClient));
  const remove = useMutation(conversationMutations.remove(queryClient));

  if (editing) {
    return (
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (title.trim()) await rename.mutateAsync({ id: conversation.id, title: title.trim() });
          setEditing(false);
        }}
      >
        <TextField.Root size="1" value={title} onChange={(e) => setTitle(e.target.value)} aria-label={t('renameLabel')} autoFocus onKeyDown={(e) => e.key === 'Escape' && setEditing(false)} />
      </form>
    );
  }
  return (
    <Flex align="center" gap="1" className={current ? 'askciso-item askciso-item-current' : 'askciso-item'}>
      <NavLink to={linkTo('conversation', { id: conversation.id })} className="askciso-item-link" aria-current={current ? 'page' : undefined}>
        <Text size="2" truncate>
          {conversation.title}
        </Text>
      </NavLink>
      <IconButton size="1" variant="ghost" color="gray" aria-label={`${t('rename')} ${conversation.title}`} onClick={() => setEditing(true)}>
        <Pencil1Icon />
      </IconButton>
      <ConfirmDialog
        trigger={
          <IconButton size="1" variant="ghost" color="red" aria-label={`${t('delete')} ${conversation.title}`}>
            <TrashIcon />
          </IconButton>
        }
        title={t('delete')}
        description={t('deleteConfirm', { title: conversation.title })}
        confirmLabel={t('delete')}
        onConfirm={async () => {
          await remove.mutateAsync(conversation.id);
          if (current) navigate(linkTo('new-conversation'));
        }}
      />
    </Flex>
  );
}

export function ConversationList({ currentId }: { currentId?: string }) {
  const { t } = useTranslation('askciso');
  const list = useQuery(conversationQueries.list());
  const rows = list.data ?? [];
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => parent.current, estimateSize: () => 36, overscan: 8 });
  return (
    <Flex direction="column" gap="2" style={{ width: 260, minHeight: 0 }}>
      <Button asChild variant="soft">
        <NavLink to={linkTo('new-conversation')}>
          <PlusIcon aria-hidden /> {t('newConversation')}
        </NavLink>
      </Button>
      <Text size="1" color="gray" weight="medium">
        {t('conversations')}
      </Text>
      {rows.length === 0 && !list.isPending ? (
        <Text size="1" color="gray">
          {t('empty')}
        </Text>
      ) : null}
      <Box ref={parent} style={{ overflowY: 'auto', flex: 1 }} role="navigation" aria-label={t('conversations')}>
        <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => (
            <Box key={rows[item.index].id} style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: item.size, transform: `translateY(${item.start}px)` }}>
              <Item conversation={rows[item.index]} current={rows[item.index].id === currentId} />
            </Box>
          ))}
        </Box>
      </Box>
    </Flex>
  );
}
