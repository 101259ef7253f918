// POST /upload-users (spec part 1 §7 "POST /users (multipart upload ...)"): many people from one CSV.
// The header row names the columns; every data row is checked (zod, duplicates in the file and against
// the company, known groups) before anything is written. One bad row refuses the whole file with a 400
// that lists every bad row by its line number; a good file is stored in ONE transaction with one audit row.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CSV_GROUP_SEPARATOR, DEPARTMENT_MAX, NAME_MAX, PEOPLE_CSV_COLUMNS, UPLOAD_MAX_ROWS, type ImportResult } from '../../../src/api/contract/users';
import { emailField } from '../../../src/lib/validation';
import type { Db } from '../../db/client';
import { groups, people, personGroups } from '../../db/schema/index';
import { conflict } from '../../lib/http-error';
import { badInput, emailTaken, isUniqueViolation, joinName, type Audit } from './people-service';


const cell = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const csvRow = z.object({
  email: emailField,
  first_name: cell(NAME_MAX).default(''),
  last_name: cell(NAME_MAX).default(''),
  department: cell(DEPARTMENT_MAX).default(''),
  groups: z.string().max(10_000).default(''),
});

/** 'First Name', 'first-name', 'FIRST_NAME' all name first_name. */
const columnKey = (header: string) => header.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s-]+/g, '_');

export const ACCEPTED_COLUMNS_TEXT = `Accepted columns: ${PEOPLE_CSV_COLUMNS.join(', ')} (email is required).`;

interface Parsed {
  line: number;
  fields: number;
  values: Record<string, string>;
}

/** Records with the line each starts on (line 1 is the header). csv-parse errors become a 400 with the line. */
export function readRecords(text: string): { header: string[]; rows: Parsed[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { info: true, skip_empty_lines: true, relax_column_count: true, bom: true, trim: false }) as never;
  } catch (error) {
    const e = error as { lines?: number; message?: string };
    const where = e.lines ? `Line ${e.lines}: ` : '';
    throw badInput(`The file is not valid CSV. ${where}${e.message ?? ''}`.trim(), [{ path: e.lines ? `line.${e.lines}` : 'file', message: `${where}${e.message ?? 'not valid CSV'}` }]);
  }
  if (records.length === 0) throw badInput('The file is empty: it needs a header row and at least one person.', [{ path: 'file', message: 'The file is empty.' }]);
  const [head, ...body] = records;
  const header = head.record.map(columnKey);
  // info.lines is the line a record ends on; a record that spans lines (a quoted line break) is named by its last line
  return { header, rows: body.map((r) => ({ line: r.info.lines, fields: r.record.length, values: Object.fromEntries(header.map((h, i) => [h, r.record[i] ?? ''])) })) };
}

function checkHeader(header: string[]): void {
  const unknown = header.filter((h) => !(PEOPLE_CSV_COLUMNS as readonly string[]).includes(h));
  const repeated = header.filter((h, i) => header.indexOf(h) !== i);
  const problems: string[] = [];
  if (!header.includes('email')) problems.push('The header row has no email column.');
  if (unknown.length) problems.push(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.map((u) => u || '(empty)').join(', ')}.`);
  if (repeated.length) problems.push(`Repeated column${repeated.length > 1 ? 's' : ''}: ${[...new Set(repeated)].join(', ')}.`);
  if (problems.length) throw badInput(`${problems.join(' ')} ${ACCEPTED_COLUMNS_TEXT}`, problems.map((message) => ({ path: 'line.1', message: `Line 1: ${message}` })));
}

const groupNamesOf = (text: string) => [...new Set(text.split(CSV_GROUP_SEPARATOR).map((g) => g.trim()).filter(Boolean))];

export async function importPeople(db: Db, accountId: string, text: string, now: Date, audit: Audit): Promise<ImportResult> {
  const { header, rows } = readRecords(text);
  checkHeader(header);
  if (rows.length === 0) throw badInput('The file has a header row but no people.', [{ path: 'file', message: 'No data rows.' }]);
  if (rows.length > UPLOAD_MAX_ROWS) {
    throw badInput(`The file has ${rows.length} rows; at most ${UPLOAD_MAX_ROWS} people can be added at a time.`, [{ path: 'file', message: 'Too many rows.' }]);
  }
  try {
    return await store(db, accountId, header.length, rows, now, audit);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Someone added some of these people while the file was being read; upload it again.');
    throw error;
  }
}

async function store(db: Db, accountId: string, columns: number, rows: Parsed[], now: Date, audit: Audit): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const groupRows = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.accountId, accountId));
    const groupByName = new Map(groupRows.map((g) => [g.name.toLowerCase(), g.id]));
    const problems = new Map<number, string[]>();
    const complain = (line: number, message: string) => problems.set(line, [...(problems.get(line) ?? []), message]);

    const good: { line: number; email: string; name: string; department: string | null; groupIds: string[] }[] = [];
    const firstLineOf = new Map<string, number>();
    for (const { line, fields, values } of rows) {
      if (fields !== columns) {
        complain(line, `has ${fields} field${fields === 1 ? '' : 's'}, the header row has ${columns}`);
        continue;
      }
      const parsed = csvRow.safeParse(values);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) complain(line, `${String(issue.path[0] ?? 'row')}: ${issue.message}`);
        continue;
      }
      const row = parsed.data;
      const email = row.email.toLowerCase();
      const earlier = firstLineOf.get(email);
      if (earlier !== undefined) complain(line, `email: ${email} is also on line ${earlier}`);
      else firstLineOf.set(email, line);
      const names = groupNamesOf(row.groups);
      const unknown = names.filter((n) => !groupByName.has(n.toLowerCase()));
      if (unknown.length) complain(line, `groups: no group named ${unknown.map((u) => `"${u}"`).join(', ')}`);
      const name = joinName(row.first_name, row.last_name);
      good.push({ line, email, name, department: row.department || null, groupIds: [...new Set(names.map((n) => groupByName.get(n.toLowerCase())!).filter(Boolean))] });
    }
    const taken = await emailTaken(tx, accountId, [...firstLineOf.keys()]);
    for (const row of good) if (taken.has(row.email) && firstLineOf.get(row.email) === row.line) complain(row.line, `email: ${row.email} is already a person of this company`);

    if (problems.size > 0) {
      const lines = [...problems.keys()].sort((a, b) => a - b);
      const issues = lines.map((line) => ({ path: `line.${line}`, message: `Line ${line}: ${problems.get(line)!.join('; ')}` }));
      throw badInput(`${lines.length} row${lines.length > 1 ? 's are' : ' is'} not valid (line${lines.length > 1 ? 's' : ''} ${lines.join(', ')}); nothing was added.`, issues);
    }

    // a person without a name is shown by the address's local part until someone edits it
    const values = good.map((r) => ({ accountId, email: r.email, name: r.name || r.email.split('@')[0]!, department: r.department, createdAt: now }));
    const ids = new Map<string, string>();
    for (let i = 0; i < values.length; i += 1000) {
      const inserted = await tx.insert(people).values(values.slice(i, i + 1000)).returning({ id: people.id, email: people.email });
      for (const r of inserted) ids.set(r.email, r.id);
    }
    const memberships = good.flatMap((r) => r.groupIds.map((groupId) => ({ accountId, personId: ids.get(r.email)!, groupId })));
    for (let i = 0; i < memberships.length; i += 2000) await tx.insert(personGroups).values(memberships.slice(i, i + 2000));
    await audit(tx, `${good.length} people`, { count: good.length, groups: memberships.length });
    return { imported: good.length };
  });
}
