// The palette's entry points (issue 6): the header button, Cmd+K on macOS or Ctrl+K elsewhere, the
// 'g' go-to keys and the '?' sheet. Radix Dialog traps focus while open and returns it on close.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Kbd, VisuallyHidden } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { canOpen } from '../app/can-open';
import { linkTo } from '../lib/links';
import { ShortcutSheet } from './shortcut-sheet';
import { createGoToSequence, isMacPlatform, isPaletteShortcut, isTypingTarget } from './shortcuts';
import { useBaseContext } from './use-command-context';
import './palette.css';

// cmdk, the virtualizer, the ranking and the command registry are not part of the first load (issue 14):
// they are fetched once the page is idle, or when the palette opens first, whichever comes first.
const loadPaletteBody = () => import('./palette-body');
const PaletteBody = lazy(loadPaletteBody);

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
}

export function CommandPalette() {
  const { t } = useTranslation('commands');
  const base = useBaseContext();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // Radix returns focus to a Dialog.Trigger; the palette also opens from the keyboard, so it keeps
  // the element that had focus itself and hands focus back to it on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) returnFocus.current = document.activeElement;
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  };
  const mac = useMemo(() => isMacPlatform(), []);
  const access = base?.access ?? null;

  const onKeyDown = useCallback(
    (sequence: ReturnType<typeof createGoToSequence>) => (event: KeyboardEvent) => {
      if (isPaletteShortcut(event, mac)) {
        event.preventDefault();
        setSheetOpen(false);
        setOpen((was) => {
          if (!was) rememberFocus();
          return !was;
        });
        return;
      }
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || isTypingTarget(event.target)) {
        sequence.reset();
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        sequence.reset();
        rememberFocus();
        setSheetOpen(true);
        return;
      }
      const target = sequence.press(event.key, event.timeStamp);
      if (target) {
        event.preventDefault();
        navigate(linkTo(target));
      }
    },
    [mac, navigate],
  );

  useEffect(() => (access ? whenIdle(() => void loadPaletteBody().catch(() => {})) : undefined), [access]);

  useEffect(() => {
    if (!access) return;
    const sequence = createGoToSequence((routeId) => canOpen(routeId, access));
    const listener = onKeyDown(sequence);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [access, onKeyDown]);

  if (!base) return null;
  return (
    <>
      <Button variant="soft" color="gray" size="2" onClick={() => {
          rememberFocus();
          setOpen(true);
        }} aria-label={t('buttonLabel')} aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}>
        <MagnifyingGlassIcon aria-hidden />
        <span className="shortcut-label">{t('button')}</span>
        <Kbd size="1" aria-hidden>
          {mac ? '⌘K' : 'Ctrl K'}
        </Kbd>
      </Button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content maxWidth="640px" align="start" aria-describedby={undefined} className="palette-dialog" size="1" onCloseAutoFocus={restoreFocus}>
          <VisuallyHidden>
            <Dialog.Title>{t('title')}</Dialog.Title>
          </VisuallyHidden>
          {open ? (
            <Suspense fallback={null}>
              <PaletteBody base={base} mac={mac} onClose={() => setOpen(false)} />
            </Suspense>
          ) : null}
        </Dialog.Content>
      </Dialog.Root>
      <ShortcutSheet open={sheetOpen} onOpenChange={setSheetOpen} onCloseAutoFocus={restoreFocus} mac={mac} access={base.access} />
    </>
  );
}
