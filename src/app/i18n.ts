// DESIGN.md UI conventions: every user-visible string goes through i18next; English is the default and
// the fallback (spec part 2 §9). Each `<name>.en.json` under src/ is the namespace `<name>`.
//
// Issue 14 item 2: the frame's texts (app, ui, domain widgets, palette, the help button's two labels, the
// setup badge) are in the first load; a screen's texts load with the screen, and the help texts
// (help.en.json: titles, guides, flyouts) once the frame has drawn (src/help/help-button.tsx asks for them)
// or when the flyout, the help centre or the palette needs them. A useTranslation(ns) suspends inside its
// Suspense until its namespace has arrived, so no key ever shows in place of its text.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Namespace = Record<string, unknown>;
type NamespaceModule = { default: Namespace };

// import.meta.glob takes literals only. The frame's texts and the setup badge's (the header shows it) load
// first; every other screen's, the chat's and the help texts with what shows them.
const eagerFiles = import.meta.glob<NamespaceModule>(
  ['../app/**/*.en.json', '../ui/*.en.json', '../commands/**/*.en.json', '../domain/**/*.en.json', '../help/*.en.json', '!../help/help.en.json', '../screens/setup/*.en.json'],
  { eager: true },
);
const lazyFiles = import.meta.glob<NamespaceModule>(['../screens/*/*.en.json', '!../screens/setup/*.en.json', '../askciso/*.en.json', '../help/help.en.json']);

export function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.en\.json$/, '');
}

/** The namespaces in the first load. */
export const resources = {
  en: Object.fromEntries(Object.entries(eagerFiles).map(([file, module]) => [namespaceOf(file), module.default])),
};

const loaders = new Map(
  Object.entries(lazyFiles)
    .map(([file, load]) => [namespaceOf(file), load] as const)
    .filter(([ns]) => !(ns in resources.en)),
);

/** The namespaces of the first load (i18next adds the others to `resources` as they arrive). */
export const FIRST_LOAD_NAMESPACES: readonly string[] = Object.keys(resources.en);
/** Every namespace, loaded with its screen or at once. */
export const ALL_NAMESPACES = [...FIRST_LOAD_NAMESPACES, ...loaders.keys()];

const screenTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(_language: string, namespace: string, callback: ReadCallback) {
    const load = loaders.get(namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

void i18next.use(screenTexts).use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  // the bundled namespaces are only part of the language: the others come from the backend
  partialBundledLanguages: true,
  ns: [...FIRST_LOAD_NAMESPACES],
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Loads every screen's texts (component tests render screens without a route's Suspense). */
export function loadAllNamespaces(): Promise<void> {
  return i18next.loadNamespaces(ALL_NAMESPACES);
}

export default i18next;
