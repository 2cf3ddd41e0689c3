import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import { withStoredFiles } from '../../files/stored-files';
import { bindOwner, bindOwnerCaller } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { getBoardReport, getBoardReports } from './board-reports';
import { saveBoardPortalSettings, setOwnerBoardUser } from './board-settings';
import { boardVoteArchitecturalRequest } from './board-vote-architectural-request';
import { approveBoardInvoice, rejectBoardInvoice } from './decide-invoice';
import { getBoardArchitecturalFile } from './get-board-architectural-file';
import { getBoardArchitecturalRequest } from './get-board-architectural-request';
import { getBoardDelinquencies } from './get-board-delinquencies';
import { getBoardInbox } from './get-board-inbox';
import { getBoardInvoice } from './get-board-invoice';
import { getBoardInvoiceDocument } from './get-board-invoice-document';
import { getBoardUsers } from './get-board-users';

export function portalBoardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const b = contract.portalBoard;
  bindOwner(app, deps, b.GetBoardInbox, getBoardInbox);
  bindOwner(app, deps, b.GetBoardInvoice, getBoardInvoice);
  bindOwner(app, deps, b.BoardApproveInvoice, approveBoardInvoice);
  bindOwner(app, deps, b.BoardRejectInvoice, rejectBoardInvoice);
  bindOwnerCaller(app, deps, b.GetBoardInvoiceDocument, (call) =>
    getBoardInvoiceDocument(call, deps.files),
  );
  bindOwner(app, deps, b.GetBoardArchitecturalRequest, getBoardArchitecturalRequest);
  bindOwnerCaller(app, deps, b.GetBoardArchitecturalFile, (call) =>
    getBoardArchitecturalFile(call, deps.files),
  );
  // A vote that decides makes the owner's letter, stored before the transaction commits.
  bindOwner(app, deps, b.BoardVoteArchitecturalRequest, (ctx, input) =>
    withStoredFiles(deps.files, (stored) => boardVoteArchitecturalRequest(ctx, stored, input)),
  );
  bindOwner(app, deps, b.GetBoardDelinquencies, getBoardDelinquencies);
  bindOwner(app, deps, b.GetBoardReports, getBoardReports);
  bindOwner(app, deps, b.GetBoardReport, getBoardReport);
  bind(app, deps, b.GetBoardUsers, getBoardUsers);
  bind(app, deps, b.SetOwnerBoardUser, setOwnerBoardUser);
  bind(app, deps, b.SaveBoardPortalSettings, saveBoardPortalSettings);
}
