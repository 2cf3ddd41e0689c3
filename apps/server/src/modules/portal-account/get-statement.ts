import type { FastifyReply } from 'fastify';
import type { contract } from '@hoa/contract';
import { addDays, localDay } from '@hoa/domain';
import type { OwnerCall } from '../../http/bind-owner';
import { sendPdf } from '../../http/send-download';
import { propertyStatements, renderStatementsPdf } from '../statements/index';
import { ownerPropertyLedger } from './owner-property';
import { ownerCompanyName } from './owner-company';

type GetStatement = typeof contract.portalAccount.GetStatement;

/**
 * The owner's statement of a property they see, as the back office prints it: dated today, with
 * the last 90 days of activity.
 */
export async function getStatement(call: OwnerCall<GetStatement>): Promise<FastifyReply> {
  const propertyAgentId = call.input.query.propertyAgentId;
  const statementDate = localDay(new Date());
  const statements = await call.run(async (ctx) => {
    const owners = await ownerPropertyLedger(ctx, propertyAgentId);
    const work = {
      tx: ctx.tx,
      user: {
        companyId: ctx.owner.companyId,
        userId: null,
        companyName: await ownerCompanyName(ctx),
      },
    };
    return propertyStatements(work, propertyAgentId, {
      communityAgentId: owners.communityAgentId,
      statementDate,
      startDate: addDays(statementDate, -90),
    });
  });
  return sendPdf(
    call,
    await renderStatementsPdf(statements),
    `statement-${String(propertyAgentId)}-${statementDate}.pdf`,
  );
}
