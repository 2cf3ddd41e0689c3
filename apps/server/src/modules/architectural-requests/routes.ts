import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { withStoredFiles } from '../../files/stored-files';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { approveArchitecturalRequest } from './approve-architectural-request';
import { createArchitecturalRequest } from './create-architectural-request';
import { deleteArchitecturalRequest } from './delete-architectural-request';
import { disapproveArchitecturalRequest } from './disapprove-architectural-request';
import { getApproverCandidates } from './get-approver-candidates';
import { getArchitecturalCodes } from './get-architectural-codes';
import { kpi } from './kpi';
import { openRecordCount } from './open-record-count';
import { regenerateLetter } from './regenerate-letter';
import { resendCommitteeLinks } from './resend-committee-links';
import { sendLetter } from './send-letter';
import { skipArchitecturalRequestAction } from './skip-architectural-request-action';
import { takeArchitecturalRequestAction } from './take-architectural-request-action';
import { ticketsPage } from './tickets-page';
import { updateArchitecturalRequest } from './update-architectural-request';
import { updateStatusAndGenerateLetterRequest } from './update-status-and-generate-letter-request';
import { viewPage } from './view-page';

/**
 * Architectural requests (issue 21; spec 3 §7 'Architectural requests'). The calls that may decide
 * a request make its letter, a PDF stored before the transaction commits and removed if it fails.
 */
export function architecturalRequestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.architecturalRequests;
  const { files } = deps;
  bind(app, deps, c.Create, createArchitecturalRequest);
  bind(app, deps, c.Update, (ctx, input) =>
    withStoredFiles(files, (stored) => updateArchitecturalRequest(ctx, stored, input)),
  );
  bind(app, deps, c.Delete, deleteArchitecturalRequest);
  bind(app, deps, c.GetArchitecturalCodes, getArchitecturalCodes);
  bind(app, deps, c.GetApproverCandidates, getApproverCandidates);
  bind(app, deps, c.TicketsPage, ticketsPage);
  bind(app, deps, c.Kpi, kpi);
  bind(app, deps, c.ViewPage, viewPage);
  bind(app, deps, c.OpenRecordCount, openRecordCount);
  bind(app, deps, c.UpdateStatusAndGenerateLetterRequest, (ctx, input) =>
    withStoredFiles(files, (stored) => updateStatusAndGenerateLetterRequest(ctx, stored, input)),
  );
  bind(app, deps, c.ApproveArchitecturalRequest, (ctx, input) =>
    withStoredFiles(files, (stored) => approveArchitecturalRequest(ctx, stored, input)),
  );
  bind(app, deps, c.DisapproveArchitecturalRequest, (ctx, input) =>
    withStoredFiles(files, (stored) => disapproveArchitecturalRequest(ctx, stored, input)),
  );
  bind(app, deps, c.RegenerateLetter, (ctx, input) =>
    withStoredFiles(files, (stored) => regenerateLetter(ctx, stored, input)),
  );
  bind(app, deps, c.sendLetter, sendLetter);
  bind(app, deps, c.TakeArchitecturalRequestAction, takeArchitecturalRequestAction);
  bind(app, deps, c.SkipArchitecturalRequestAction, skipArchitecturalRequestAction);
  bind(app, deps, c.ResendCommitteeLinks, resendCommitteeLinks);
}
