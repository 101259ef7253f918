// A library command's parameters in the send form (issue 19): each field checked with the contract's own
// check (checkParamValue, the one the server runs), so a value the server would refuse is refused, with the
// server's words, before it is sent.
import { checkParamValue, type LibraryParam, type ParamValues } from '../../api/contract/commands';

/** What a form field holds: text for text, numbers and choices; true/false for a switch. */
export type ParamInput = string | boolean;

/** Every parameter checked: the values to send, or the message of each refused field. */
export function checkParams(params: readonly LibraryParam[], given: Readonly<Record<string, ParamInput | undefined>>): { values: ParamValues; errors: Record<string, string> } {
  const values: ParamValues = {};
  const errors: Record<string, string> = {};
  for (const p of params) {
    const r = checkParamValue(p, given[p.name]);
    if ('error' in r) errors[p.name] = r.error;
    else if (r.value !== undefined) values[p.name] = r.value;
  }
  return { values, errors };
}

/** The form's starting value of a parameter: its default as the field shows it. */
export function initialInput(p: LibraryParam): ParamInput {
  if (p.type === 'boolean') return p.default === true;
  return p.default === null ? '' : String(p.default);
}
