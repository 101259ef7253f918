// One level of the palette: the root, or a nested page such as 'Switch company'. It ranks its
// commands with rank.ts (cmdk's own filter is off), keeps the active row, and handles the keys.
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Command } from 'cmdk';
import { Flex, Kbd, Text, VisuallyHidden } from '@radix-ui/themes';
import { canOpen } from '../app/can-open';
import { linkTo } from '../lib/links';
import { buildIndex, createSearcher } from './rank';
import { readRecents, rememberRecent, resolveRecents } from './recents';
import { parseScope, readsLikeQuestion } from './scope';
import { PaletteResults } from './palette-results';
import { emptyPaletteOrder } from './route-commands';
import type { BaseContext } from './use-command-context';
import type { Command as PaletteCommand, CommandContext, CommandPage, NavigateCommand } from './types';

/** Ranked results kept per keystroke; the list is virtualised, so this only bounds the work. */
const RESULT_LIMIT = 500;
const PAGE_STEP = 8;

export interface PaletteLevelProps {
  readonly page: CommandPage;
  readonly isRoot: boolean;
  readonly base: BaseContext;
  readonly input: string;
  readonly onInput: (value: string) => void;
  /** page titles from the root to this level */
  readonly path: readonly string[];
  readonly onPush: (page: CommandPage) => void;
  readonly onPop: () => void;
  readonly onClose: () => void;
  readonly mac: boolean;
}

function askCommand(text: string, t: CommandContext['t']): NavigateCommand {
  return {
    kind: 'navigate',
    id: 'ask-askciso',
    scope: 'actions',
    badge: t('badge.ask'),
    title: t('ask.title', { text }),
    subtitle: t('ask.subtitle'),
    href: linkTo('new-conversation', {}, { q: text }),
  };
}

export function PaletteLevel({ page, isRoot, base, input, onInput, path, onPush, onPop, onClose, mac }: PaletteLevelProps) {
  const { t } = base;
  const parsed = isRoot ? parseScope(input) : { scope: null, text: input.trim() };
  const ctx = useMemo<CommandContext>(() => ({ ...base, search: parsed.text }), [base, parsed.text]);
  const commands = page.useCommands(ctx);

  const scoped = useMemo(() => (parsed.scope ? commands.filter((c) => c.scope === parsed.scope) : commands), [commands, parsed.scope]);
  const searcher = useMemo(() => createSearcher(buildIndex(scoped), RESULT_LIMIT), [scoped]);
  // read when the level mounts (each opening of the palette) and when the commands change
  const recents = useMemo(() => (isRoot ? resolveRecents(readRecents(base.user.email), commands, base.access) : []), [isRoot, base.user.email, base.access, commands]);
  const showRecents = isRoot && parsed.scope === null && parsed.text === '';

  const results = useMemo(() => {
    if (showRecents) {
      const ids = new Set(recents.map((r) => r.id));
      return [...recents, ...emptyPaletteOrder(scoped.filter((c) => !ids.has(c.id)))];
    }
    const ranked = parsed.text ? searcher(parsed.text).items : scoped;
    if (isRoot && parsed.scope === null && parsed.text && canOpen('new-conversation', base.access)) {
      // issue 28 item 6: nothing matched, so asking is the first (and only) offer
      if (ranked.length === 0) return [askCommand(parsed.text, t)];
      // issue 6: 'Ask AskCISO: <text>' is the last item whenever the text reads like a question
      if (readsLikeQuestion(parsed.text)) return [...ranked, askCommand(parsed.text, t)];
    }
    return ranked;
  }, [showRecents, recents, scoped, parsed.text, parsed.scope, searcher, isRoot, base.access, t]);
  const recentIds = useMemo(() => new Set(showRecents ? recents.map((r) => r.id) : []), [showRecents, recents]);

  // The active row is a command, chosen under one query: a new query starts again at the first row,
  // while results that re-rank under the same query (entities arriving late) keep the chosen command
  // active, so Enter opens what the user selected. Derived while rendering, without an effect.
  const [active, setActive] = useState<{ query: string; id: string | null }>({ query: input, id: null });
  const activeIndex = active.query === input && active.id !== null ? Math.max(0, results.findIndex((c) => c.id === active.id)) : 0;
  const move = (index: number) => setActive({ query: input, id: results[Math.max(0, Math.min(index, results.length - 1))]?.id ?? null });

  function choose(command: PaletteCommand, newTab = false) {
    if (command.kind === 'page') {
      onPush(command.page);
      return;
    }
    // a question is asked once; it is not a place to come back to
    if (command.id !== 'ask-askciso') rememberRecent(base.user.email, command);
    if (command.kind === 'navigate') {
      onClose();
      if (newTab) window.open(command.href, '_blank', 'noopener');
      else base.navigate(command.href);
      return;
    }
    onClose();
    void command.run(ctx);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      PageDown: () => move(activeIndex + PAGE_STEP),
      PageUp: () => move(activeIndex - PAGE_STEP),
      Home: () => move(0),
      End: () => move(results.length - 1),
    };
    if (keys[event.key] && !event.nativeEvent.isComposing) {
      event.preventDefault();
      keys[event.key]();
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const command = results[activeIndex];
      if (command) choose(command, command.kind === 'navigate' && (mac ? event.metaKey : event.ctrlKey));
    } else if (event.key === 'Backspace' && input === '' && !isRoot) {
      event.preventDefault();
      onPop();
    }
  }

  const emptyText = parsed.scope ? t(`emptyScope.${parsed.scope}`) : t('empty');
  return (
    <Command
      shouldFilter={false}
      loop={false}
      label={t('title')}
      value={results[activeIndex]?.id ?? ''}
      onValueChange={(id) => {
        const index = results.findIndex((c) => c.id === id);
        if (index !== -1 && index !== activeIndex) move(index);
      }}
      onKeyDown={onKeyDown}
      className="palette"
    >
      {path.length > 0 ? (
        <Flex asChild align="center" gap="2" px="3" pt="3" wrap="wrap">
          <nav aria-label={t('path')}>
            <Text size="1" color="gray">
              {[t('pathRoot'), ...path].join(' › ')}
            </Text>
            <Text size="1" color="gray">
              · {t('backHint')}
            </Text>
          </nav>
        </Flex>
      ) : null}
      <Command.Input autoFocus value={input} onValueChange={onInput} placeholder={path.length ? t('placeholderPage', { title: path.at(-1) }) : t('placeholder')} className="palette-input" />
      {results.length === 0 ? (
        <Text as="p" size="2" color="gray" className="palette-empty">
          {emptyText}
        </Text>
      ) : (
        <PaletteResults results={results} activeIndex={activeIndex} recentIds={recentIds} recentLabel={t('recent')} label={t('results')} onChoose={(c) => choose(c)} />
      )}
      <VisuallyHidden>
        <div role="status" aria-live="polite">
          {results.length === 0 ? emptyText : t('resultsCount', { count: results.length })}
        </div>
      </VisuallyHidden>
      <Flex gap="3" px="3" py="2" className="palette-footer" aria-hidden>
        <Text size="1" color="gray"><Kbd>↑</Kbd> <Kbd>↓</Kbd> {t('footer.navigate')}</Text>
        <Text size="1" color="gray"><Kbd>↵</Kbd> {t('footer.open')}</Text>
        <Text size="1" color="gray"><Kbd>{mac ? '⌘' : 'Ctrl'}</Kbd> <Kbd>↵</Kbd> {t('footer.newTab')}</Text>
        <Text size="1" color="gray"><Kbd>Esc</Kbd> {t('footer.close')}</Text>
      </Flex>
    </Command>
  );
}
