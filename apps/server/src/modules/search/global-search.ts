import type { contract, InputOf, ResponseOf, SearchHit } from '@hoa/contract';
import {
  agentTypeLabel,
  findStatus,
  findTxnType,
  formatDate,
  formatPhone,
  normalizeSearchTerm,
  SearchHitTypes,
  SearchMessages,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { runGlobalSearch, type RawHit } from './global-search-query';
import { termMatch } from '../../sql/index';

type GlobalSearch = typeof contract.search.GlobalSearch;

/**
 * Searches agents, addresses, phones, emails, web addresses, custom-field values, transactions by
 * id and GL accounts of the caller's communities; each hit carries the ids its route needs.
 */
export async function globalSearch(
  ctx: RequestContext,
  input: InputOf<GlobalSearch>,
): Promise<ResponseOf<GlobalSearch>> {
  const term = normalizeSearchTerm(input.query.searchTerm);
  if (term === null) throw badRequest(SearchMessages.termTooShort);
  const take = input.query.take;
  const rows = await runGlobalSearch(ctx, termMatch(term), take);
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  // An agent found by name and by account number is one profile hit; an address held as primary
  // email and as a web address is one email hit.
  for (const row of rows) {
    const hit = toHit(row);
    const key =
      hit.HitType === 'Agent'
        ? `Agent:${String(hit.TopsAgentId)}`
        : `${hit.HitType}:${String(hit.TopsAgentId ?? hit.TopsItemId ?? hit.AccountId)}:${hit.Title.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    hits.push(hit);
  }
  const byTitle = (a: SearchHit, b: SearchHit) => titleOrder(a.Title, b.Title);
  return SearchHitTypes.flatMap((type) =>
    hits
      .filter((hit) => hit.HitType === type)
      .slice(0, take)
      .sort(byTitle),
  );
}

// localeCompare with options builds a collator on every call; this one is built once.
const titleOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

const id = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

function joinParts(parts: readonly (string | null | undefined)[], separator = ' · '): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

function toHit(row: RawHit): SearchHit {
  const base = {
    HitType: row.hit_type,
    TopsAgentId: id(row.agent_id),
    TopsAgentTypeId: row.agent_type_id,
    TopsItemId: id(row.item_id),
    TopsTxnTypeId: row.txn_type_id,
    TopsStatusId: row.status_id,
    AccountId: id(row.account_id),
    CommunityAgentId: id(row.community_agent_id),
  };
  const typeLabel = row.agent_type_id === null ? null : agentTypeLabel(row.agent_type_id);
  const owner = row.owner_name ? `${row.owner_name} (${typeLabel ?? ''})` : null;
  const text1 = row.text1 ?? '';
  switch (row.hit_type) {
    case 'Agent':
      return {
        ...base,
        Title: row.owner_name ?? text1,
        Subtitle: joinParts([
          typeLabel,
          row.text2 ? `Account ${row.text2}` : null,
          row.community_name,
        ]),
      };
    case 'Address':
      return {
        ...base,
        Title: joinParts([text1, row.text2], ', '),
        Subtitle: joinParts([owner, row.community_name]),
      };
    case 'Phone':
      return {
        ...base,
        Title: formatPhone({ AreaCode: text1, PhoneNumber: row.text2 ?? '' }),
        Subtitle: joinParts([owner, row.community_name]),
      };
    case 'CustomField':
      return {
        ...base,
        Title: `${text1}: ${row.text2 ?? ''}`,
        Subtitle: joinParts([owner, row.community_name]),
      };
    case 'Transaction':
      return {
        ...base,
        Title: `${findTxnType(row.txn_type_id ?? 0)?.TxnTypeName ?? 'Transaction'} #${String(base.TopsItemId)}`,
        Subtitle: joinParts([
          findStatus(row.status_id ?? 0)?.StatusName,
          row.text2 ? formatDate(row.text2) : null,
          row.owner_name,
          row.community_name,
          row.text1,
        ]),
      };
    case 'Account':
      return {
        ...base,
        Title: `${text1} ${row.text2 ?? ''}`.trim(),
        Subtitle: joinParts(['GL account', row.community_name]),
      };
    default:
      return { ...base, Title: text1, Subtitle: joinParts([owner, row.community_name]) };
  }
}
