// Pieces the portfolio lists share.
import { sql, type SQL } from '@hoa/db';
import { normalizeSearchTerm } from '@hoa/domain';
import { ilikeAny, termMatch } from '../../sql/index';

/** A list's name filter: none when empty or shorter than the 2 characters a search needs. */
export function nameFilter(raw: string | undefined, expression: SQL): SQL {
  const term = normalizeSearchTerm(raw);
  return term === null ? sql`` : sql`and ${ilikeAny(expression, termMatch(term).patterns)}`;
}

export const optionalNumber = (value: string | number | null): number | null =>
  value === null ? null : Number(value);
