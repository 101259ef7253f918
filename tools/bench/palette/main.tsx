// The bench page (served by tools/bench/palette.ts, never part of the app's bundle). It times the
// palette's ranking, fuse.js and cmdk's built-in scorer on the same generated entries, and mounts the
// real virtualised result list (or cmdk with its own filter) to time a keystroke until the frame after.
import { StrictMode, useLayoutEffect, useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Command, defaultFilter } from 'cmdk';
import Fuse from 'fuse.js';
import { Theme } from '@radix-ui/themes';
import '@radix-ui/themes/styles.css';
import '../../../src/commands/palette.css';
import { buildIndex, createSearcher } from '../../../src/commands/rank';
import { PaletteResults } from '../../../src/commands/palette-results';
import type { Command as PaletteCommand } from '../../../src/commands/types';
import { generateEntities, TYPED_QUERIES } from './entities';

type Engine = 'palette' | 'fuse' | 'cmdk';

function prefixes(query: string): string[] {
  return Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1));
}

/** ms per keystroke, each query typed from its first character, `rounds` times. */
function searchFigures(count: number, engine: Engine, rounds: number): number[] {
  const items = generateEntities(count);
  const samples: number[] = [];
  if (engine === 'palette') {
    const index = buildIndex(items);
    for (let r = 0; r < rounds; r++) {
      for (const query of TYPED_QUERIES) {
        const searcher = createSearcher(index, 500);
        for (const text of prefixes(query)) {
          const start = performance.now();
          searcher(text);
          samples.push(performance.now() - start);
        }
      }
    }
  } else if (engine === 'fuse') {
    const fuse = new Fuse(items, { keys: ['title', 'subtitle', 'keywords'] });
    for (let r = 0; r < rounds; r++) {
      for (const query of TYPED_QUERIES) {
        for (const text of prefixes(query)) {
          const start = performance.now();
          fuse.search(text, { limit: 500 });
          samples.push(performance.now() - start);
        }
      }
    }
  } else {
    // what cmdk does per keystroke with its own filter: score every item, keep the positive, sort
    const values = items.map((i) => `${i.title} ${i.subtitle ?? ''}`);
    for (let r = 0; r < rounds; r++) {
      for (const query of TYPED_QUERIES) {
        for (const text of prefixes(query)) {
          const start = performance.now();
          const scored: { i: number; s: number }[] = [];
          for (let i = 0; i < values.length; i++) {
            const s = defaultFilter(values[i], text, items[i].keywords as string[] | undefined);
            if (s > 0) scored.push({ i, s });
          }
          scored.sort((a, b) => b.s - a.s);
          samples.push(performance.now() - start);
        }
      }
    }
  }
  return samples;
}

// Keystroke to painted: the keydown's time, then the frame after React committed the results.
let keyAt: number | null = null;
let painted: number[] = [];
window.addEventListener('keydown', () => (keyAt = performance.now()), true);
function markCommitted() {
  if (keyAt === null) return;
  const from = keyAt;
  keyAt = null;
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => painted.push(performance.now() - from);
    channel.port2.postMessage(null);
  });
}

const NO_RECENTS = new Set<string>();

function OurPalette({ items }: { items: readonly PaletteCommand[] }) {
  const [input, setInput] = useState('');
  const searcher = useMemo(() => createSearcher(buildIndex(items), 500), [items]);
  const results = useMemo(() => (input ? searcher(input).items : items.slice(0, 500)), [input, searcher, items]);
  useLayoutEffect(markCommitted, [results]);
  return (
    <Command shouldFilter={false} label="Bench" value={results[0]?.id ?? ''}>
      <Command.Input autoFocus value={input} onValueChange={setInput} className="palette-input" />
      <PaletteResults results={results} activeIndex={0} recentIds={NO_RECENTS} recentLabel="Recent" label="Results" onChoose={() => {}} />
    </Command>
  );
}

function BuiltInFilter({ items }: { items: readonly PaletteCommand[] }) {
  const [input, setInput] = useState('');
  useLayoutEffect(markCommitted, [input]);
  return (
    <Command label="Bench">
      <Command.Input autoFocus value={input} onValueChange={setInput} />
      <Command.List style={{ maxHeight: 416, overflowY: 'auto' }}>
        {items.map((item) => (
          <Command.Item key={item.id} value={`${item.title} ${item.subtitle ?? ''}`} keywords={item.keywords as string[] | undefined}>
            {item.title}
          </Command.Item>
        ))}
      </Command.List>
    </Command>
  );
}

let root: Root | null = null;
function mount(count: number, engine: 'palette' | 'cmdk') {
  root?.unmount();
  const container = document.getElementById('root')!;
  root = createRoot(container);
  const items = generateEntities(count);
  root.render(
    <StrictMode>
      <Theme>{engine === 'palette' ? <OurPalette items={items} /> : <BuiltInFilter items={items} />}</Theme>
    </StrictMode>,
  );
}

declare global {
  interface Window {
    paletteBench: {
      queries: readonly string[];
      searchFigures: typeof searchFigures;
      mount: typeof mount;
      takePainted: () => number[];
      rowsInDom: () => number;
    };
  }
}

window.paletteBench = {
  queries: TYPED_QUERIES,
  searchFigures,
  mount,
  takePainted: () => {
    const out = painted;
    painted = [];
    return out;
  },
  rowsInDom: () => document.querySelectorAll('[cmdk-item]').length,
};
