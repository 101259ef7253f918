// Shared column helpers (STYLE.md: Drizzle's docs, shared column helpers).
import { boolean, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().defaultRandom();

export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const at = () => timestamp({ withTimezone: true, mode: 'date' });

export const flag = (initial = false) => boolean().notNull().default(initial);

/** DESIGN.md: tenant tables lead their keys and indexes with account_id (Citus distribution column). */
export const tenantId = () => uuid().notNull();
