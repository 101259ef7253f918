// DESIGN.md UI conventions: every user-visible string goes through i18next; English is the default and
// the fallback (spec part 2 §9). Each `<name>.en.json` under src/ is the namespace `<name>`.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Namespace = Record<string, unknown>;

const files = import.meta.glob<{ default: Namespace }>('../**/*.en.json', { eager: true });

export function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.en\.json$/, '');
}

export const resources = {
  en: Object.fromEntries(Object.entries(files).map(([file, module]) => [namespaceOf(file), module.default])),
};

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  ns: Object.keys(resources.en),
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18next;
