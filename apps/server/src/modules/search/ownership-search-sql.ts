// SQL of owner search over its read model, ownership_search (alias s, packages/db schema/search.ts):
// one row per owner with the keys of the owner sort options and the text a term finds it by, in
// lower case with a line break before each part, so that a search reads one row per owner.
import { sql, type SQL } from '@hoa/db';
import {
  FullSearchMinLength,
  hiddenAgentTypeIds,
  OwnerSortOptionId,
  type OwnerSortOptionIdValue,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArrayLiteral, type TermMatch } from '../../sql/index';

/** The sort options owner search offers (the contract leaves out balance and lot number). */
export type SearchSort = Exclude<
  OwnerSortOptionIdValue,
  typeof OwnerSortOptionId.Balance | typeof OwnerSortOptionId.LotNumber
>;

/**
 * A row's text matches a pattern of the term. The text is lower case (LIKE on it is ILIKE on the
 * columns), and a pattern that must start a column ('ab%') must start one of the text's lines.
 */
function textLike(column: string, pattern: string): SQL {
  const anchored = pattern.startsWith('%') ? pattern : `%\n${pattern}`;
  return sql`${sql.raw(`s.${column}`)} like lower(${anchored})`;
}

/**
 * What a term finds an owner by (ownerMatchIds, 'all'): under 3 characters a word of its names;
 * from 3 characters also its email, phones, addresses and account, and those of its property.
 */
export function ownershipMatch(match: TermMatch): SQL {
  const names = match.patterns.map((pattern) => textLike('names_text', pattern));
  if (match.term.length < FullSearchMinLength) return sql`(${sql.join(names, sql` or `)})`;
  const details = match.patterns.map((pattern) => textLike('details_text', pattern));
  const phones = match.phonePattern ? [textLike('phone_digits', match.phonePattern)] : [];
  return sql`(${sql.join([...names, ...details, ...phones], sql` or `)})`;
}

/** Owners of the types asked for that the caller may read (the rows hold no deleted owners). */
export function ownershipKinds(ctx: RequestContext, ownerTypeIds: readonly number[]): SQL {
  const hidden = new Set(hiddenAgentTypeIds(ctx.user.grants));
  const readable = ownerTypeIds.filter((id) => !hidden.has(id));
  return sql`s.agent_type_id = any(${idArrayLiteral(readable)})`;
}

/**
 * The keys of a sort option, as ownerOrderBy orders them (ascending, nulls last); the owner's id
 * follows them. Each option's index (ownership_search_*_sort) holds the rows with a first key.
 */
export function ownershipSortKeys(sort: SearchSort): SQL[] {
  switch (sort) {
    case OwnerSortOptionId.AccountNumber:
      return [sql`s.account_number`];
    case OwnerSortOptionId.FirstName:
      return [sql`s.first_name_key`, sql`s.last_name_key`];
    case OwnerSortOptionId.LastName:
      return [sql`s.last_name_key`, sql`s.first_name_key`];
    case OwnerSortOptionId.StreetNumber:
      return [sql`s.street_number_key`, sql`s.street_number`, sql`s.street_name_key`, sql`s.unit`];
    case OwnerSortOptionId.StreetName:
      return [sql`s.street_name_key`, sql`s.street_number_key`, sql`s.street_number`, sql`s.unit`];
  }
}

/**
 * A sort option's keys selected from the read model (alias s) as k1, k2, …, and the order over
 * those names with the owner's id last, for statements that sort rows selected apart.
 */
export function ownershipSortColumns(sort: SearchSort): { columns: SQL; order: SQL } {
  const sortKeys = ownershipSortKeys(sort);
  const names = sortKeys.map((_, i) => sql.raw(`k${i + 1}`));
  return {
    columns: sql.join(
      sortKeys.map((key, i) => sql`${key} as ${names[i]}`),
      sql`, `,
    ),
    order: sql.join([...names, sql`agent_id`], sql`, `),
  };
}
