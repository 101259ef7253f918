import type { Resolved } from './resolve';

/** An event that passed every check, with its person resolved: what the writers store. */
export interface Stored extends Resolved {
  personId: string;
  /** `at` as ISO text, made once per event for every column and key that needs it */
  iso: string;
}
