// The palette's commands are typed data (STYLE.md habit 2, after Plane's power-k): a discriminated
// union of navigate, action and page, each tagged with the scope its prefix selects.
import type { TFunction } from 'i18next';
import type { AccessContext } from '../api/contract/access';
import type { AccountDetails } from '../api/contract/accounts';
import type { RouteId } from '../app/routes/table';
import type { StoredUser } from '../lib/stored-user';

/** What a leading character narrows the palette to (issue 6: '>' '@' '#' '/' '?'). */
export type Scope = 'actions' | 'people' | 'endpoints' | 'pages' | 'help';

interface CommandBase {
  /** unique and stable across renders: recents are stored by it */
  readonly id: string;
  readonly scope: Scope;
  readonly title: string;
  /** second line: a menu path, an e-mail, what an action does */
  readonly subtitle?: string;
  /** extra words matched but not shown */
  readonly keywords?: readonly string[];
  /** short label of what kind of thing it is ('Page', 'Person', ...) */
  readonly badge: string;
}

/** Opens a URL built by linkTo(); Cmd/Ctrl+Enter opens it in a new tab. */
export interface NavigateCommand extends CommandBase {
  readonly kind: 'navigate';
  readonly href: string;
}

/** Does something, then the palette closes. */
export interface ActionCommand extends CommandBase {
  readonly kind: 'action';
  readonly run: (ctx: CommandContext) => void | Promise<void>;
}

/** Opens a nested level (an entity step, a list of companies); Backspace on empty input returns. */
export interface PageCommand extends CommandBase {
  readonly kind: 'page';
  readonly page: CommandPage;
}

export type Command = NavigateCommand | ActionCommand | PageCommand;

export interface CommandPage {
  readonly id: string;
  /** shown in the path header at the top of the palette */
  readonly title: string;
  /** called as a hook while the page is open, so it may read queries */
  readonly useCommands: (ctx: CommandContext) => readonly Command[];
}

/** Everything a command needs from the session and the shell; built once per render of the palette. */
export interface CommandContext {
  readonly access: AccessContext;
  readonly user: StoredUser;
  readonly account: AccountDetails | undefined;
  readonly t: TFunction<'commands'>;
  /** the text typed, without its scope prefix: lets a source ask the server for more */
  readonly search: string;
  readonly navigate: (href: string) => void;
  readonly switchCompany: (clientId: string) => void;
  readonly signOut: () => void;
  readonly notify: (title: string, kind: 'success' | 'error') => void;
}

/**
 * One area of the console contributes its commands in one file (src/commands/areas/<area>.ts) and one
 * line in areas/index.ts. `useCommands` runs as a hook, in a fixed order, only while the palette is open.
 */
export interface CommandArea {
  readonly id: string;
  /** parametrised routes this area reaches through an entity step (see route-commands.ts) */
  readonly entityRoutes?: readonly RouteId[];
  readonly useCommands: (ctx: CommandContext) => readonly Command[];
}
