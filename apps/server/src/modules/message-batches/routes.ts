import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { accrueEmailMessageBatchViaAgentAttachments } from './accrue-email-message-batch-via-agent-attachments';
import { accrueEmailMessageBatchViaBankAccountAttachments } from './accrue-email-message-batch-via-bank-account-attachments';
import { accrueMessageBatch } from './accrue-message-batch';
import { getByAgent, getByParent, getCountByAgent, getFormLetterView } from './communications-feed';
import { getMessageBatchDryRun, getSampleLetters } from './dry-run';
import {
  addSummaryRecipient,
  removeRecipientFromMessageBatch,
  removeSummaryRecipientFromMessageBatch,
  updateMessageBatch,
} from './edit-message-batch';
import { getMessageBatchReviewHeader } from './get-message-batch-review-header';
import { getMessageBatches } from './get-message-batches';
import { getMessageBatchRecipients } from './get-recipients';
import { getPrintQueue } from './get-print-queue';
import { getCertifiedOrderDetails, getOrderStateByBatchItemId } from './print-orders';
import { downloadPrintFile, releaseMessageBatch } from './release-message-batch';
import { saveDeliveryPreference } from './save-delivery-preference';

/** Message batches, the communications feed and the print vendor (spec 3 §7). */
export function messageBatchesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const m = contract.messageBatches;
  bind(app, deps, m.GetMessageBatches, getMessageBatches);
  bind(app, deps, m.AccrueMessageBatch, accrueMessageBatch);
  bind(
    app,
    deps,
    m.AccrueEmailMessageBatchViaAgentAttachments,
    accrueEmailMessageBatchViaAgentAttachments,
  );
  bind(
    app,
    deps,
    m.AccrueEmailMessageBatchViaBankAccountAttachments,
    accrueEmailMessageBatchViaBankAccountAttachments,
  );
  bind(app, deps, m.UpdateMessageBatch, updateMessageBatch);
  bind(app, deps, m.GetMessageBatchReviewHeader, getMessageBatchReviewHeader);
  bind(app, deps, m.GetMessageBatchRecipients, getMessageBatchRecipients);
  bind(app, deps, m.AddSummaryRecipient, addSummaryRecipient);
  bind(app, deps, m.RemoveRecipientFromMessageBatch, removeRecipientFromMessageBatch);
  bind(app, deps, m.RemoveSummaryRecipientFromMessageBatch, removeSummaryRecipientFromMessageBatch);
  bindCaller(app, deps, m.GetMessageBatchDryRun, (call) => getMessageBatchDryRun(call, deps.files));
  bindCaller(app, deps, m.GetSampleLetters, (call) => getSampleLetters(call, deps.files));
  bindCaller(app, deps, m.ReleaseMessageBatch, (call) => releaseMessageBatch(call, deps));
  bindCaller(app, deps, m.DownloadPrintFile, (call) => downloadPrintFile(call, deps));
  const f = contract.communicationFeed;
  bind(app, deps, f.GetByParent, getByParent);
  bind(app, deps, f.GetByAgent, getByAgent);
  bind(app, deps, f.GetCountByAgent, getCountByAgent);
  bindCaller(app, deps, f.GetFormLetterView, (call) => getFormLetterView(call, deps.files));
  bind(app, deps, f.SaveDeliveryPreference, saveDeliveryPreference);
  const p = contract.printVendor;
  bind(app, deps, p.GetPrintQueue, getPrintQueue);
  bindCaller(app, deps, p.GetOrderStateByBatchItemId, (call) =>
    getOrderStateByBatchItemId(call, deps.printVendor),
  );
  bindCaller(app, deps, p.GetCertifiedOrderDetails, (call) =>
    getCertifiedOrderDetails(call, deps.printVendor),
  );
}
