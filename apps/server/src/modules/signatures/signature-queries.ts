import { queryRows, sql, type SQL } from '@hoa/db';
import type { Signature } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** Signatures matching `where` (over s), each with its usage on bank accounts, by name. */
export async function readSignatures(ctx: RequestContext, where: SQL): Promise<Signature[]> {
  const rows = await queryRows<Omit<Signature, 'Usage'> & { Usage: Signature['Usage'] | null }>(
    ctx.tx,
    sql`select s.id::int8 as "SignatureId", s.name as "Name", s.content_type as "ContentType",
               s.size_bytes as "SizeBytes",
               to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "UpdatedAt",
               (select json_agg(json_build_object(
                         'AuthorizedSignatureNumber', b.signature_number,
                         'BankAccountId', ba.id, 'CommunityAgentId', ba.community_agent_id,
                         'CommunityName', coalesce(c.display_name, ''), 'AccountName', ba.account_name)
                       order by c.display_name, ba.account_name, b.signature_number)
                  from bank_account_signatures b
                  join bank_accounts ba on ba.id = b.bank_account_id
                  left join contacts c on c.agent_id = ba.community_agent_id
                 where b.signature_id = s.id) as "Usage"
          from signatures s
         where ${where}
         order by s.name, s.id`,
  );
  return rows.map((r) => ({ ...r, Usage: r.Usage ?? [] }));
}

export async function readSignature(ctx: RequestContext, id: number): Promise<Signature> {
  const [row] = await readSignatures(ctx, sql`s.id = ${id}::bigint`);
  if (!row) throw notFound();
  return row;
}

/** A live bank account of a community on the caller's list. */
export async function requireBankAccount(
  ctx: RequestContext,
  bankAccountId: number,
): Promise<{ id: number; communityAgentId: number }> {
  const [row] = await queryRows<{ id: number; communityAgentId: number }>(
    ctx.tx,
    sql`select id::int8 as id, community_agent_id::int8 as "communityAgentId"
          from bank_accounts where id = ${bankAccountId}::bigint and not is_removed`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.communityAgentId);
  return row;
}
