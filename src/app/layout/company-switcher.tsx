// spec part 1 §2 Header: the current company; with more than one accessible company, a searchable
// list headed 'Companies' with a 'View All' link to /accounts. Choosing one switches company (§4).
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, Link, Popover, Separator, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon, ChevronDownIcon } from '@radix-ui/react-icons';
import type { CompanyRow } from '../../api/contract/accounts';
import { companyQueries } from '../../api/queries/accounts';
import { linkTo } from '../../lib/links';
import { SearchBox } from '../../ui/search-box';
import { useSession } from '../session/use-session';

const SWITCHER_PAGE_SIZE = 10;

function moveFocus(list: HTMLElement | null, from: Element | null, step: 1 | -1 | 'first' | 'last') {
  const options = Array.from(list?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
  if (options.length === 0) return;
  const index = from ? options.indexOf(from as HTMLElement) : -1;
  const next =
    step === 'first' ? 0 : step === 'last' ? options.length - 1 : Math.min(Math.max(index + step, 0), options.length - 1);
  options[next]?.focus();
}

function CompanyOptions({ q, currentId, listRef, onChoose }: {
  q: string;
  currentId: string;
  listRef: RefObject<HTMLUListElement | null>;
  onChoose: (row: CompanyRow) => void;
}) {
  const { t } = useTranslation('company-switcher');
  const list = useQuery(companyQueries.list({ page: 1, size: SWITCHER_PAGE_SIZE, q: q || undefined }));

  if (list.data === undefined) return <Text size="2" color="gray">{t('loading')}</Text>;
  if (list.data === null) return <Text size="2" color="red">{t('error')}</Text>;
  if (list.data.length === 0) return <Text size="2" color="gray">{t('empty')}</Text>;

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, 1 | -1 | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    const step = moves[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveFocus(listRef.current, document.activeElement, step);
    }
  }

  return (
    <ul ref={listRef} role="listbox" aria-label={t('heading')} onKeyDown={onKeyDown} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 280, overflowY: 'auto' }}>
      {list.data.map((row, index) => {
        const current = row.id === currentId;
        return (
          <li
            key={row.id}
            role="option"
            aria-selected={current}
            tabIndex={index === 0 ? 0 : -1}
            onClick={() => onChoose(row)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onChoose(row);
              }
            }}
            style={{ cursor: 'pointer', padding: 'var(--space-2)', borderRadius: 'var(--radius-2)' }}
          >
            <Flex align="center" justify="between" gap="2">
              <Text size="2" weight={current ? 'bold' : 'regular'}>
                {row.name}
              </Text>
              {current ? (
                <Flex align="center" gap="1">
                  <CheckIcon aria-hidden />
                  <Text size="1" color="gray">
                    {t('current')}
                  </Text>
                </Flex>
              ) : null}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}

export function CompanySwitcher() {
  const { t } = useTranslation('company-switcher');
  const { user, switchCompany, switching } = useSession();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const count = useQuery({ ...companyQueries.count({}), enabled: user !== null });

  if (!user) return null;
  if ((count.data ?? 0) <= 1) {
    return (
      <Text size="2" weight="medium">
        {user.account_name}
      </Text>
    );
  }

  function choose(row: CompanyRow) {
    setOpen(false);
    if (row.id !== user?.account_id) switchCompany(row.client_id);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQ('');
      }}
    >
      <Popover.Trigger>
        <Button variant="ghost" color="gray" disabled={switching}>
          {switching ? <Spinner size="1" /> : null}
          <Text weight="medium">{user.account_name}</Text>
          <VisuallyHidden>{t('trigger')}</VisuallyHidden>
          <ChevronDownIcon aria-hidden />
        </Button>
      </Popover.Trigger>
      <Popover.Content width="320px" aria-label={t('heading')}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3">
            {t('heading')}
          </Heading>
          <SearchBox
            value={q}
            onSearch={setQ}
            autoFocus
            size="2"
            label={t('search')}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                moveFocus(listRef.current, null, 'first');
              }
            }}
          />
          <Box>
            <CompanyOptions q={q} currentId={user.account_id} listRef={listRef} onChoose={choose} />
          </Box>
          <Separator size="4" />
          <Link asChild size="2">
            <RouterLink to={linkTo('accounts')} onClick={() => setOpen(false)}>
              {t('viewAll')}
            </RouterLink>
          </Link>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
