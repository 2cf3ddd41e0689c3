import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import { bindOwner, bindOwnerCaller } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { downloadBoardPacket } from './download-board-packet';
import { downloadPortalBoardPacket } from './download-portal-board-packet';
import { getBoardPackets } from './get-board-packets';
import { getCloseChecklist } from './get-close-checklist';
import { getPortalBoardPackets } from './get-portal-board-packets';
import { publishBoardPacket } from './publish-board-packet';
import { sealBoardPacket } from './seal-board-packet';

/**
 * Board packets (issue 24 item 6): the month's close checklist, the sealed versions of the
 * community's package and their publication to the board and owners in the portal.
 */
export function boardPacketRoutes(app: FastifyInstance, deps: AppDeps): void {
  const b = contract.boardPackets;
  bind(app, deps, b.GetCloseChecklist, getCloseChecklist);
  bind(app, deps, b.GetBoardPackets, getBoardPackets);
  bindCaller(app, deps, b.SealBoardPacket, (call) => sealBoardPacket(call, deps.files));
  bind(app, deps, b.PublishBoardPacket, publishBoardPacket);
  bindCaller(app, deps, b.DownloadBoardPacket, (call) => downloadBoardPacket(call, deps.files));
  bindOwner(app, deps, b.GetPortalBoardPackets, getPortalBoardPackets);
  bindOwnerCaller(app, deps, b.DownloadPortalBoardPacket, (call) =>
    downloadPortalBoardPacket(call, deps.files),
  );
}
