import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { approveInvoice, boardApproveInvoice } from './approve-invoice';
import { getApprovalActivityFeed } from './get-approval-activity-feed';
import { getInvoiceApprovalGraph } from './get-invoice-approval-graph';
import { getInboxCounts } from './get-inbox-counts';
import { getInboxInvoices } from './get-inbox-invoices';
import {
  acceptException,
  acceptInvoice,
  finalRejectInvoice,
  ocrReject,
  rejectException,
  rejectVendorInvoice,
  resubmitInvoice,
} from './inbox-move';
import { sendInvoicePreview } from './get-invoice-preview';
import { notifyApprovers } from './notify-approvers';
import { boardRejectInvoice, rejectInvoice } from './reject-invoice';

export function apInboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.apInbox;
  bind(app, deps, a.GetInboxCounts, getInboxCounts);
  bind(app, deps, a.GetInboxInvoices, getInboxInvoices);
  bind(app, deps, a.GetApprovalActivityFeed, getApprovalActivityFeed);
  bind(app, deps, a.GetInvoiceApprovalGraph, getInvoiceApprovalGraph);
  bindCaller(app, deps, a.GetInvoicePreview, (call) => sendInvoicePreview(call, deps.files));
  bind(app, deps, a.ApproveInvoice, approveInvoice);
  bind(app, deps, a.RejectInvoice, rejectInvoice);
  bind(app, deps, a.BoardApproveInvoice, boardApproveInvoice);
  bind(app, deps, a.BoardRejectInvoice, boardRejectInvoice);
  bind(app, deps, a.ResubmitInvoice, resubmitInvoice);
  bind(app, deps, a.FinalRejectInvoice, finalRejectInvoice);
  bind(app, deps, a.AcceptInvoice, acceptInvoice);
  bind(app, deps, a.RejectVendorInvoice, rejectVendorInvoice);
  bind(app, deps, a.OcrReject, ocrReject);
  bind(app, deps, a.AcceptException, acceptException);
  bind(app, deps, a.RejectException, rejectException);
  bind(app, deps, a.NotifyApprovers, notifyApprovers);
}
