import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Sign-in attempts per key ('email:…' or 'ip:…'), kept in the database so the API stays stateless. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text().notNull(),
    at: at().notNull().defaultNow(),
    success: boolean().notNull(),
  },
  (t) => [index().on(t.key, t.at)],
);
