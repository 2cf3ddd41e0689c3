import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { CouponMessages, LabelSheet } from '@hoa/domain';
import type { FastifyReply } from 'fastify';
import { requireClaim, requireCommunity } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadBilledOwners, type BilledOwner } from './billed-owners';
import { billedOwnersSql } from './billed-owners-sql';
import { renderLabelsPdf } from './render-labels';
import { sendPdf } from '../../http/send-download';

type Summary = typeof contract.mailingLabels.GetOwnerMailingLabelItemSummary;
type Print = typeof contract.mailingLabels.PrintMailingLabels;

/** GetOwnerMailingLabelItemSummary: where a community's billed owners are mailed. */
export async function getOwnerMailingLabelItemSummary(
  ctx: RequestContext,
  { query }: InputOf<Summary>,
): Promise<ResponseOf<Summary>> {
  requireClaim(ctx, 'owner', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const [row] = await queryRows<{ owners: number; own: number; property: number }>(
    ctx.tx,
    sql`select count(*)::int as owners,
               count(*) filter (where b.m_source = 'own')::int as own,
               count(*) filter (where b.m_source = 'property')::int as property
          from (${billedOwnersSql(query.communityAgentId)}) b`,
  );
  const owners = row?.owners ?? 0;
  const own = row?.own ?? 0;
  const property = row?.property ?? 0;
  return {
    CommunityAgentId: query.communityAgentId,
    Owners: owners,
    OwnMailingAddress: own,
    PropertyAddress: property,
    NoAddress: owners - own - property,
    Pages: Math.ceil((own + property) / LabelSheet.perPage),
  };
}

/** The lines of one label: the mailing address, or the owner's name, account and property. */
function labelLines(owner: BilledOwner, kind: 'mailing' | 'owner'): string[] | null {
  if (kind === 'owner') {
    return [
      owner.name,
      owner.accountNumber ? `Account ${owner.accountNumber}` : '',
      owner.propertyAddress,
    ].filter((line) => line !== '');
  }
  return owner.mailingLines.length === 0 ? null : [owner.name, ...owner.mailingLines];
}

/** MailingLabels/PrintMailingLabels: the owners' labels, 30 to an Avery 5160 sheet. */
export async function printMailingLabels(call: CallerCall<Print>): Promise<FastifyReply> {
  const b = call.input.body;
  const labels = await call.run(async (ctx) => {
    requireClaim(ctx, 'owner', 'read');
    await requireCommunity(ctx, b.CommunityAgentId);
    const owners = await loadBilledOwners(ctx, b.CommunityAgentId, b.OwnerAgentIds);
    const printed = owners
      .map((owner) => labelLines(owner, b.LabelKind))
      .filter((lines): lines is string[] => lines !== null);
    if (printed.length === 0) throw badRequest(CouponMessages.noMailingAddress);
    return printed;
  });
  const pdf = await renderLabelsPdf(labels, b.StartPosition);
  return sendPdf(call, pdf, `${b.LabelKind}-labels.pdf`);
}
