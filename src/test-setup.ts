import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// Every component test renders through i18next, as the console does (src/main.tsx loads it first).
import { loadAllNamespaces } from './app/i18n';

// findBy* and waitFor give up after 1 s by default; on the 2-core CI machine, busy with other test files, a
// lazily loaded body (the palette's, a screen's) can take longer than that to arrive
configure({ asyncUtilTimeout: 5_000 });

// screens' texts load with their screens in the console; a component test renders the screen directly
await loadAllNamespaces();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
