import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import { addCcrRecord } from './add-ccr-record';
import { addCcrHearing } from './add-ccr-hearing';
import { addCcrRecordPhoto } from './add-ccr-record-photo';
import { processCcrAction, violationForciblyMoveToNextLevel } from './advance-violation';
import { batchReopenViolations } from './batch-reopen-violations';
import { batchResolveViolations } from './batch-resolve-violations';
import { closeCcrRecord } from './close-ccr-record-via-tops-item-id';
import { getCcrCaseFile } from './get-ccr-case-file';
import { getCcrHearings } from './get-ccr-hearings';
import { getCcrKpi } from './get-ccr-kpi';
import { getCcrRecordAttachments } from './get-ccr-record-attachments';
import { getCcrRecordViewPage } from './get-ccr-record-view-page';
import { getCcrRecords } from './get-ccr-records';
import { getCcrTimeline } from './get-ccr-timeline';
import { getViolationSummary } from './get-violation-summary';
import { removeCcrTransactionItem } from './remove-ccr-transaction-item';
import { reopenCcrRecord } from './reopen-ccr-record';
import { resolveViolation } from './resolve-violation';
import { undoLastAction } from './undo-last-action';
import { updateCcrRecord } from './update-ccr-record';

/** Violation records (spec 3 §7 'Violations'). */
export function ccrRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.ccr;
  bind(app, deps, c.GetCcrRecords, getCcrRecords);
  bind(app, deps, c.AddCcrRecord, addCcrRecord);
  bind(app, deps, c.GetCcrRecordViewPage, getCcrRecordViewPage);
  bind(app, deps, c.GetViolationSummary, getViolationSummary);
  bind(app, deps, c.GetCcrRecordAttachments, getCcrRecordAttachments);
  bind(app, deps, c.UpdateCcrRecord, updateCcrRecord);
  bind(app, deps, c.ResolveViolation, resolveViolation);
  bind(app, deps, c.CloseCcrRecordViaTopsItemId, closeCcrRecord);
  bind(app, deps, c.ReopenCcrRecord, reopenCcrRecord);
  bind(app, deps, c.UndoLastAction, undoLastAction);
  bind(app, deps, c.RemoveCCRTransactionItem, removeCcrTransactionItem);
  bind(app, deps, c.GetCcrKPI, getCcrKpi);
  bind(app, deps, c.ProcessCcrAction, processCcrAction);
  bind(app, deps, c.ViolationForciblyMoveToNextLevel, violationForciblyMoveToNextLevel);
  bind(app, deps, c.GetCcrTimeline, getCcrTimeline);
  bind(app, deps, c.GetCcrHearings, getCcrHearings);
  bind(app, deps, c.AddCcrHearing, addCcrHearing);
  bind(app, deps, c.BatchResolveViolations, batchResolveViolations);
  bind(app, deps, c.BatchReopenViolations, batchReopenViolations);
  // The case file is rendered after the transaction has ended.
  bindCaller(app, deps, c.GetCcrCaseFile, (call) => getCcrCaseFile(call, deps.files));
  // The photo upload reads a multipart body; the scope keeps that to its route.
  void app.register((uploads, _options, done) => {
    acceptMultipart(uploads);
    bindCaller(uploads, deps, c.AddCcrRecordPhoto, (call) => addCcrRecordPhoto(call, deps.files));
    done();
  });
}
