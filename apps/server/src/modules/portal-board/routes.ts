import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import { bindOwner } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { getBoardReport, getBoardReports } from './board-reports';
import { saveBoardPortalSettings, setOwnerBoardUser } from './board-settings';
import { approveBoardInvoice, rejectBoardInvoice } from './decide-invoice';
import { getBoardDelinquencies } from './get-board-delinquencies';
import { getBoardInbox } from './get-board-inbox';
import { getBoardInvoice } from './get-board-invoice';
import { getBoardUsers } from './get-board-users';

export function portalBoardRoutes(app: FastifyInstance, deps: AppDeps): void {
  const b = contract.portalBoard;
  bindOwner(app, deps, b.GetBoardInbox, getBoardInbox);
  bindOwner(app, deps, b.GetBoardInvoice, getBoardInvoice);
  bindOwner(app, deps, b.BoardApproveInvoice, approveBoardInvoice);
  bindOwner(app, deps, b.BoardRejectInvoice, rejectBoardInvoice);
  bindOwner(app, deps, b.GetBoardDelinquencies, getBoardDelinquencies);
  bindOwner(app, deps, b.GetBoardReports, getBoardReports);
  bindOwner(app, deps, b.GetBoardReport, getBoardReport);
  bind(app, deps, b.GetBoardUsers, getBoardUsers);
  bind(app, deps, b.SetOwnerBoardUser, setOwnerBoardUser);
  bind(app, deps, b.SaveBoardPortalSettings, saveBoardPortalSettings);
}
