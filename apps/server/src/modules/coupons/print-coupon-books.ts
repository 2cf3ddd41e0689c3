import type { contract } from '@hoa/contract';
import type { FastifyReply } from 'fastify';
import { requireClaim, requireCommunity } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { sendPdf } from '../../http/send-download';
import { loadBilledOwners, remitTo } from '../statements/index';
import { couponBooks } from './coupon-books';
import { renderCouponBooksPdf } from './render-coupon-books';

type Print = typeof contract.coupons.PrintCouponBooks;

/** Coupon/PrintCouponBooks: a coupon book for each owner chosen, in the order chosen, as PDF. */
export async function printCouponBooks(call: CallerCall<Print>): Promise<FastifyReply> {
  const b = call.input.body;
  const books = await call.run(async (ctx) => {
    requireClaim(ctx, 'owner', 'read');
    await requireCommunity(ctx, b.CommunityAgentId);
    const owners = await loadBilledOwners(ctx, b.CommunityAgentId, b.OwnerAgentIds);
    const remit = await remitTo(ctx, b.CommunityAgentId);
    return couponBooks(
      ctx,
      b.CommunityAgentId,
      owners,
      { Year: b.Year, StartMonth: b.StartMonth, Count: b.CouponCount, DueDay: b.DueDay },
      remit,
    );
  });
  const pdf = await renderCouponBooksPdf(books);
  const month = String(b.StartMonth).padStart(2, '0');
  return sendPdf(call, pdf, `coupon-books-${String(b.Year)}-${month}.pdf`);
}
