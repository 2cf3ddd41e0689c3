import { createHash, randomUUID } from 'node:crypto';
import type { contract, ResponseOf } from '@hoa/contract';
import { attachments, boardPackets, queryRows, sql, type Tx } from '@hoa/db';
import {
  AttachmentTypeId,
  BoardPacketEditions,
  boardPacketFileName,
  CloseCheckNames,
  FileTypes,
  monthLabel,
  openChecks,
  ReportFormatId,
  type BoardPacketEdition,
} from '@hoa/domain';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { storeFile, withStoredFiles } from '../../files/stored-files';
import { requireClaim, requireCommunity } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { renderPackageFile } from '../report-packages/index';
import { monthOf, readCloseChecklist } from './close-facts';
import { packetById } from './packet-rows';

type SealBoardPacket = typeof contract.boardPackets.SealBoardPacket;
type Body = SealBoardPacket['body']['_output'];

/**
 * The caller may seal the community's packet, and the month is closed: while a check fails the
 * seal is refused (409, naming the open checks) unless an override reason is given; the open
 * checks are then recorded with it.
 */
async function checkSeal(ctx: RequestContext, body: Body): Promise<string[] | null> {
  requireClaim(ctx, 'glaccounts', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const open = openChecks(await readCloseChecklist(ctx.tx, body.CommunityAgentId, body.Month));
  if (open.length === 0) return null;
  if (body.OverrideReason === undefined) {
    throw appError('BoardPacketChecklistOpen', open.map((k) => CloseCheckNames[k]).join(', '));
  }
  return open;
}

async function communityName(tx: Tx, communityAgentId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    tx,
    sql`select display_name as name from contacts where agent_id = ${communityAgentId}`,
  );
  return row?.name ?? String(communityAgentId);
}

interface Edition {
  edition: BoardPacketEdition;
  body: Buffer;
  leftOut: string[];
  sha256: string;
  storageKey: string;
}

/** An edition's attachment, named after the community, month, version and edition. */
async function insertEdition(
  ctx: RequestContext,
  e: Edition,
  names: { community: string; month: string; version: number },
): Promise<number> {
  const fileName = boardPacketFileName(names.community, names.month, names.version, e.edition);
  const label = e.edition === 'Homeowner' ? ' (homeowner edition)' : '';
  const [row] = await ctx.tx
    .insert(attachments)
    .values({
      companyId: ctx.user.companyId,
      attachmentTypeId: AttachmentTypeId.Document,
      contentType: FileTypes.Pdf,
      fileName,
      displayName: `Board packet ${monthLabel(names.month)} v${names.version}${label}`,
      sizeBytes: e.body.length,
      storageKey: e.storageKey,
      uploadedByUserId: ctx.user.userId,
    })
    .returning({ id: attachments.id });
  if (!row) throw new Error('Attachment insert returned no row');
  return row.id;
}

/**
 * POST /api/BoardPacket/SealBoardPacket: the month's checklist checked; the report package
 * rendered for the community as one PDF twice, as the board's edition and as the owners' (nothing
 * that identifies an owner, and only the uploaded PDFs chosen for it: those left out are recorded
 * by name), both printed at the seal's instant; each stored with the SHA-256 of its
 * exact bytes; then, in one transaction, the next version of the community's month recorded with
 * who sealed it and when. A failure leaves no file behind.
 */
export async function sealBoardPacket(
  call: CallerCall<SealBoardPacket>,
  files: FileStore,
): Promise<ResponseOf<SealBoardPacket>> {
  const body = call.input.body;
  const { startDate } = monthOf(body.Month);
  const { companyId } = await call.run(async (ctx) => {
    await checkSeal(ctx, body);
    return ctx.user;
  });
  const sealedAt = new Date();
  const request = {
    communityAgentId: body.CommunityAgentId,
    reportPackageId: body.ReportPackageId,
    format: ReportFormatId.Pdf,
  };
  const rendered: Edition[] = [];
  for (const edition of BoardPacketEditions) {
    const file = await renderPackageFile(call.run, files, { ...request, edition }, sealedAt);
    rendered.push({
      edition,
      body: file.body,
      leftOut: file.leftOut,
      sha256: createHash('sha256').update(file.body).digest('hex'),
      storageKey: newStorageKey(companyId, randomUUID(), sealedAt),
    });
  }
  const [board, homeowner] = rendered as [Edition, Edition];
  return withStoredFiles(files, async (stored) => {
    for (const e of rendered) {
      await storeFile(stored, {
        storageKey: e.storageKey,
        bytes: e.body,
        contentType: FileTypes.Pdf,
      });
    }
    return call.run(async (ctx) => {
      const overrideChecks = await checkSeal(ctx, body);
      // One seal of the community's month at a time: the next version is read under the lock.
      await ctx.tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`board-packet:${body.CommunityAgentId}:${body.Month}`}, 0))`,
      );
      const [next] = await queryRows<{ version: number }>(
        ctx.tx,
        sql`select coalesce(max(version), 0)::int + 1 as version from board_packets
             where community_agent_id = ${body.CommunityAgentId} and month = ${startDate}::date`,
      );
      const names = {
        community: await communityName(ctx.tx, body.CommunityAgentId),
        month: body.Month,
        version: Number(next?.version ?? 1),
      };
      const [row] = await ctx.tx
        .insert(boardPackets)
        .values({
          companyId: ctx.user.companyId,
          communityAgentId: body.CommunityAgentId,
          month: startDate,
          version: names.version,
          reportPackageId: body.ReportPackageId,
          boardAttachmentId: await insertEdition(ctx, board, names),
          boardSha256: board.sha256,
          homeownerAttachmentId: await insertEdition(ctx, homeowner, names),
          homeownerSha256: homeowner.sha256,
          homeownerLeftOut: homeowner.leftOut,
          sealedByUserId: ctx.user.userId,
          sealedAt,
          overrideChecks,
          overrideReason: overrideChecks === null ? null : (body.OverrideReason ?? null),
        })
        .returning({ id: boardPackets.id });
      const packet = row && (await packetById(ctx.tx, row.id));
      if (!packet) throw new Error('Board packet insert returned no row');
      return packet;
    });
  });
}
