// How bigint (int8) values come back from the database, the same on both drivers: as a JS number,
// checked to be a safe integer (ids and cents never exceed 2^53 - 1; a value that did would be
// refused here rather than rounded). docs/decisions.md, "SQL: ids and cents come back as integers".
import pg from 'pg';

/** OIDs of int8, int8[] and text[] (pg's TypeId names only the scalar types). */
export const Int8Oid = 20;
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
const Int8ArrayOid = 1016 as TypeId;
const TextArrayOid = 1009 as TypeId;

/** An int8 in PostgreSQL's text form as a number; throws beyond Number.MAX_SAFE_INTEGER. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`The bigint ${text} is beyond JavaScript's safe integers`);
  }
  return value;
}

/** PGlite's `parsers` option: int8 as parseInt8 (its int8[] parser reads this one). */
export const pgliteParsers = { [Int8Oid]: parseInt8 };

/**
 * node-postgres: int8 and int8[] as parseInt8, for every pool of the process (drizzle's
 * node-postgres session reads the global parsers, so a pool's own `types` would not reach it).
 */
export function registerInt8Parsers(): void {
  const textArray = pg.types.getTypeParser(TextArrayOid, 'text') as (
    text: string,
  ) => (string | null)[];
  pg.types.setTypeParser(Int8Oid, parseInt8);
  pg.types.setTypeParser(Int8ArrayOid, (text: string) =>
    textArray(text).map((entry) => (entry === null ? null : parseInt8(entry))),
  );
}
