// The question box (issue 8): Enter sends, Shift+Enter adds a line, Up in an empty box brings back the
// last question to edit.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Flex, TextArea } from '@radix-ui/themes';
import { PaperPlaneIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

export function Composer({ onSend, lastQuestion, busy, initial = '' }: { onSend: (text: string) => void; lastQuestion?: string; busy: boolean; initial?: string }) {
  const { t } = useTranslation('askciso');
  const [text, setText] = useState(initial);
  const box = useRef<HTMLTextAreaElement>(null);

  // The box takes focus when it appears, unless a dialog (the palette opened while this screen was still
  // loading) holds it: a screen that mounts late must not pull the keyboard out of an open dialog.
  useEffect(() => {
    if (!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) box.current?.focus();
  }, []);

  function submit() {
    if (!text.trim() || busy) return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'ArrowUp' && text === '' && lastQuestion) {
      event.preventDefault();
      setText(lastQuestion);
    }
  }

  return (
    <Flex gap="2" align="end">
      <TextArea
        style={{ flex: 1 }}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('composerLabel')}
        placeholder={t('composerPlaceholder')}
        ref={box}
      />
      <Button onClick={submit} disabled={busy || !text.trim()} aria-label={t('send')}>
        <PaperPlaneIcon aria-hidden /> {t('send')}
      </Button>
    </Flex>
  );
}
