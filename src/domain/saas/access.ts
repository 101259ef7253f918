// An app's access (spec part 1 §4, part 2 §4): Unclassified, then Sanctioned, or Unsanctioned with a
// security action. The inventory, /saas-config, the custom-app form, the bulk edit and the palette all
// choose it through these values, so one choice means the same call everywhere.
import { UNSANCTIONED_ACTIONS } from '../../api/contract/catalog';
import type { AccessType, ActionType } from '../../api/contract/saas';
import { changeBody, type AccessChange } from '../../api/queries/saas';

/** A choice on screen; 'Unsanctioned' alone is a choice whose security action is still missing. */
export type AccessValue = 'Unclassified' | 'Sanctioned' | 'Unsanctioned' | ActionType;
/** A choice that can be saved. */
export type CompleteAccess = Exclude<AccessValue, 'Unsanctioned'>;

export interface AppAccess {
  readonly access_type: AccessType;
  readonly action_type: ActionType | null;
}

export function accessOf(app: AppAccess): AccessValue {
  if (app.access_type === 'Unsanctioned') return app.action_type ?? 'Unsanctioned';
  return app.access_type;
}

export function isComplete(value: AccessValue | undefined): value is CompleteAccess {
  return value !== undefined && value !== 'Unsanctioned';
}

export function isAction(value: AccessValue): value is ActionType {
  return (UNSANCTIONED_ACTIONS as readonly string[]).includes(value);
}

export function accessChange(value: CompleteAccess): AccessChange {
  if (value === 'Sanctioned') return { kind: 'sanction' };
  if (value === 'Unclassified') return { kind: 'unclassify' };
  return { kind: 'unsanction', action: value };
}

/** The body fields of a save (custom app, bulk edit): is_sanctioned null for Unclassified. */
export function accessFields(value: CompleteAccess) {
  return changeBody(accessChange(value));
}

/** The changes offered for an app: every decision except the one it has. */
export function changesFor(app: AppAccess): AccessChange[] {
  const current = accessOf(app);
  return (['Sanctioned', ...UNSANCTIONED_ACTIONS] as const).filter((value) => value !== current).map(accessChange);
}

/** Translation keys drop the space of 'Block Alert'. */
export const actionKey = (action: ActionType) => action.replace(' ', '');

/** The key, in the saas-access namespace, of the sentence that explains a change where it is chosen (spec part 1 §4). */
export function explanationKey(change: AccessChange): string {
  if (change.kind === 'sanction') return 'explain.Sanctioned';
  if (change.kind === 'unclassify') return 'explain.Unclassified';
  return `explain.${actionKey(change.action)}`;
}
