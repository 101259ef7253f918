import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// Every component test renders through i18next, as the console does (src/main.tsx loads it first).
import { loadAllNamespaces } from './app/i18n';

// screens' texts load with their screens in the console; a component test renders the screen directly
await loadAllNamespaces();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
