import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { addCashReceipt } from './add-cash-receipt';
import {
  getCashReceipts,
  getOwnerPaymentSummary,
  getPaymentApplications,
} from './get-cash-receipts';
import { addMiscellaneousCashReceipt } from './add-miscellaneous-cash-receipt';
import { getPaymentPriorities, savePaymentPriorities } from './payment-priorities';
import { addPaymentReversal, postPaymentReversal } from './payment-reversal';
import { getOwnerOpenCharges, getPaymentOwners, getPaymentSetup } from './payment-setup';
import { postReceipts } from './post-receipts';
import { updateCashReceipt } from './update-cash-receipt';

export function cashReceiptsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.cashReceipts;
  bind(app, deps, c.GetPaymentSetup, getPaymentSetup);
  bind(app, deps, c.GetPaymentOwners, getPaymentOwners);
  bind(app, deps, c.GetOwnerOpenCharges, getOwnerOpenCharges);
  bind(app, deps, c.AddCashReceipt, addCashReceipt);
  bind(app, deps, c.UpdateCashReceipt, updateCashReceipt);
  bind(app, deps, c.PostCashReceipts, postReceipts);
  bind(app, deps, c.GetCashReceipts, getCashReceipts);
  bind(app, deps, c.GetOwnerPaymentSummary, getOwnerPaymentSummary);
  bind(app, deps, c.GetPaymentApplications, getPaymentApplications);
  bind(app, deps, c.AddPaymentReversal, addPaymentReversal);
  bind(app, deps, c.PostPaymentReversal, postPaymentReversal);
  bind(app, deps, c.AddMiscellaneousCashReceipt, addMiscellaneousCashReceipt);
  bind(app, deps, c.GetPaymentPriorities, getPaymentPriorities);
  bind(app, deps, c.SavePaymentPriorities, savePaymentPriorities);
}
