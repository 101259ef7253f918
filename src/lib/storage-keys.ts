// Every key the console keeps in the browser's storage, in one place.
export const STORAGE_KEYS = {
  /** local storage: the signed-in user of spec part 1 §3 */
  user: 'palisade.user',
  /** session storage: set while a reload after a failed chunk load is under way */
  chunkReload: 'palisade.chunk-reload',
  /** session storage: navigation state (active module, child, accordion tab index) */
  navigation: 'palisade.navigation',
  /** session storage prefix: setup-guide state, reset on company switch */
  setupPrefix: 'palisade.setup.',
  /** session storage prefix: filter state per area (spec part 2 §3) */
  filtersPrefix: 'palisade.filters.',
  /** local storage prefix + the user's e-mail: the palette's recent commands, per user */
  paletteRecentsPrefix: 'palisade.palette-recents.',
  /** local storage: the chosen appearance, 'light' or 'dark'; absent means System */
  theme: 'palisade.theme',
} as const;
