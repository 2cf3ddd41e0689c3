import type { contract } from '@hoa/contract';
import { addDays, AgentTypeId, CouponMessages, localDay } from '@hoa/domain';
import { queryRows, sql } from '@hoa/db';
import type { FastifyReply } from 'fastify';
import { requireClaim, requireCommunity } from '../../http/access';
import { loadAgent } from '../../http/agent-access';
import type { CallerCall } from '../../http/bind';
import { notFound } from '../../http/errors';
import { loadBilledOwners } from './billed-owners';
import { billedOwnersSql } from './billed-owners-sql';
import { renderStatementsPdf } from './render-statements';
import { sendPdf } from '../../http/send-download';
import { statementsOf, type Statement } from './statement-data';
import type { NamedCompanyWork } from './remit-to';

type Print = typeof contract.statements.PrintStatements;
type OneProperty = typeof contract.statements.GetPropertyStatementUri;

/** Statement/PrintStatements: a statement for each owner chosen, in the order chosen, as PDF. */
export async function printStatements(call: CallerCall<Print>): Promise<FastifyReply> {
  const b = call.input.body;
  const statements = await call.run(async (ctx) => {
    requireClaim(ctx, 'owner', 'read');
    await requireCommunity(ctx, b.CommunityAgentId);
    const owners = await loadBilledOwners(ctx, b.CommunityAgentId, b.OwnerAgentIds);
    return statementsOf(ctx, owners, {
      communityAgentId: b.CommunityAgentId,
      statementDate: b.StatementDate,
      startDate: b.StartDate,
      message: b.Message,
    });
  });
  const pdf = await renderStatementsPdf(statements);
  return sendPdf(call, pdf, `statements-${b.StatementDate}.pdf`);
}

/**
 * GetPropertyStatementUri: the statement of a property's billed owner, dated today unless a date
 * is given, with the activity of the default history window (30 days) unless a start is given.
 */
export async function getPropertyStatement(call: CallerCall<OneProperty>): Promise<FastifyReply> {
  const q = call.input.query;
  const statementDate = q.statementDate ?? localDay(new Date());
  const startDate = q.startDate ?? addDays(statementDate, -30);
  const statements = await call.run(async (ctx) => {
    requireClaim(ctx, 'owner', 'read');
    const property = await loadAgent(ctx, q.propertyAgentId, 'read');
    const communityAgentId = property.communityAgentId;
    if (property.agentTypeId !== AgentTypeId.Property || communityAgentId === null) {
      throw notFound();
    }
    return propertyStatements(ctx, property.id, { communityAgentId, statementDate, startDate });
  });
  return sendPdf(
    call,
    await renderStatementsPdf(statements),
    `statement-${String(q.propertyAgentId)}-${statementDate}.pdf`,
  );
}

/**
 * The statement of a property's billed owner (no access check: the caller has checked the
 * property, a staff member's read access or an owner's own property in the portal).
 */
export async function propertyStatements(
  ctx: NamedCompanyWork,
  propertyAgentId: number,
  dates: { communityAgentId: number; statementDate: string; startDate: string },
): Promise<Statement[]> {
  const { communityAgentId } = dates;
  const [owner] = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select b.owner_agent_id as id from (${billedOwnersSql(communityAgentId)}) b
         where b.property_id = ${propertyAgentId}::bigint`,
  );
  if (!owner) throw notFound(CouponMessages.noBilledOwner);
  const owners = await loadBilledOwners(ctx, communityAgentId, [Number(owner.id)]);
  return statementsOf(ctx, owners, { ...dates, message: '' });
}
