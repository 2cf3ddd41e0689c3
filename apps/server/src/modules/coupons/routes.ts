import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getCouponOwnersList } from './get-coupon-owners-list';
import { printCouponBooks } from './print-coupon-books';

export function couponsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.coupons;
  bind(app, deps, c.GetCouponOwnersList, getCouponOwnersList);
  // The PDF is rendered after the transaction has ended.
  bindCaller(app, deps, c.PrintCouponBooks, printCouponBooks);
}
