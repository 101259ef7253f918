// The open palette: the page stack over cmdk, split from command-palette.tsx so that the shell loads
// cmdk, the virtualizer, the ranking and the command registry only when the palette opens (issue 14).
import { useState } from 'react';
import { PaletteLevel } from './palette-level';
import { ROOT_PAGE } from './registry';
import type { CommandPage } from './types';
import type { BaseContext } from './use-command-context';

export default function PaletteBody({ base, mac, onClose }: { base: BaseContext; mac: boolean; onClose: () => void }) {
  const [stack, setStack] = useState<readonly CommandPage[]>([]);
  const [input, setInput] = useState('');
  const page = stack.at(-1) ?? ROOT_PAGE;
  return (
    <PaletteLevel
      key={stack.map((p) => p.id).join('/')}
      page={page}
      isRoot={stack.length === 0}
      base={base}
      input={input}
      onInput={setInput}
      path={stack.map((p) => p.title)}
      onPush={(next) => {
        setStack([...stack, next]);
        setInput('');
      }}
      onPop={() => setStack(stack.slice(0, -1))}
      onClose={onClose}
      mac={mac}
    />
  );
}
