import {
  BoardPacketEditions,
  BoardPacketErrors,
  BoardPacketMonthPattern,
  CloseCheckKeys,
  FileTypes,
  MaxOverrideReasonLength,
} from '@hoa/domain';
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam, noInput } from '../fields';

// Board packets (issue 24 item 6): a community's month-end close checklist, the sealed and
// versioned packet (the community's report package as one PDF, SHA-256 of its bytes with who and
// when), and its publication to the board members and, as a homeowner edition that identifies no
// owner (and holds only the uploaded PDFs chosen for it), to owners through the portal.

const Month = z
  .string()
  .regex(BoardPacketMonthPattern, BoardPacketErrors.BoardPacketMonth.message)
  .describe('The month as YYYY-MM');

export const CloseCheckSchema = z.object({
  Key: z.enum(CloseCheckKeys),
  Name: z.string(),
  Passed: z.boolean(),
  /** What is missing, one line each. */
  Missing: z.array(z.string()),
});

export const CloseChecklistSchema = z.object({
  CommunityAgentId: z.number(),
  Month: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  /** Every check passed. */
  Closed: z.boolean(),
  Checks: z.array(CloseCheckSchema),
});
export type CloseChecklistJson = z.infer<typeof CloseChecklistSchema>;

export const BoardPacketSchema = z.object({
  BoardPacketId: z.number(),
  CommunityAgentId: z.number(),
  Month: z.string(),
  Version: z.number(),
  ReportPackageId: z.number(),
  ReportPackageName: z.string(),
  /** SHA-256 (hex) of the board edition's bytes, and of the homeowner edition's. */
  BoardSha256: z.string(),
  HomeownerSha256: z.string(),
  SizeBytes: z.number(),
  SealedBy: z.string(),
  SealedAt: z.string(),
  /** The checks open when it was sealed anyway, and the reason given (null: the month was closed). */
  OverrideChecks: z.array(z.string()).nullable(),
  OverrideReason: z.string().nullable(),
  /** The package's uploaded PDFs the homeowner edition left out (not chosen for it), by name. */
  HomeownerLeftOut: z.array(z.string()),
  BoardPublishedAt: z.string().nullable(),
  BoardPublishedBy: z.string().nullable(),
  OwnersPublishedAt: z.string().nullable(),
  OwnersPublishedBy: z.string().nullable(),
  /** Whether it is the month's latest version (the one that may be published). */
  IsLatest: z.boolean(),
});
export type BoardPacketJson = z.infer<typeof BoardPacketSchema>;

export const PortalBoardPacketSchema = z.object({
  BoardPacketId: z.number(),
  Month: z.string(),
  MonthName: z.string(),
  Version: z.number(),
  Sha256: z.string(),
  SealedAt: z.string(),
  PublishedAt: z.string(),
  FileName: z.string(),
});

const packetFile = z
  .custom<Uint8Array>()
  .meta({ type: 'string', format: 'binary', description: 'The sealed packet (PDF)' });

export const boardPackets = {
  GetCloseChecklist: endpoint({
    method: 'GET',
    path: '/api/BoardPacket/GetCloseChecklist',
    summary:
      'The close checklist of a community’s month: bank accounts reconciled through its end, AP entered, charges and late fees posted, journal entries posted, each with what is missing',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({ CommunityAgentId: idParam, Month }),
    response: CloseChecklistSchema,
  }),
  GetBoardPackets: endpoint({
    method: 'GET',
    path: '/api/BoardPacket/GetBoardPackets',
    summary:
      'Every sealed version of a community’s board packets (of one month when given), newest first, with hashes, who sealed and published them and when',
    access: { claim: 'glaccounts', level: 'read' },
    query: z.strictObject({ CommunityAgentId: idParam, Month: Month.optional() }),
    response: z.array(BoardPacketSchema),
  }),
  SealBoardPacket: endpoint({
    method: 'POST',
    path: '/api/BoardPacket/SealBoardPacket',
    summary:
      'Render the report package for the community and month (board and homeowner editions), store both and record their SHA-256 with who and when as the next version; refused while the checklist fails unless an override reason is given',
    access: { claim: 'glaccounts', level: 'create' },
    body: z.strictObject({
      CommunityAgentId: entityId,
      Month,
      ReportPackageId: entityId,
      /** Seals although checks fail; recorded with the open checks. */
      OverrideReason: z.string().trim().min(1).max(MaxOverrideReasonLength).optional(),
    }),
    response: BoardPacketSchema,
  }),
  PublishBoardPacket: endpoint({
    method: 'POST',
    path: '/api/BoardPacket/PublishBoardPacket',
    summary:
      'Publish the latest version: the board edition to the community’s board members, or (ToOwners) the homeowner edition to owners in the portal’s documents',
    access: { claim: 'glaccounts', level: 'update' },
    body: z.strictObject({ BoardPacketId: entityId, ToOwners: z.boolean() }),
    response: BoardPacketSchema,
  }),
  DownloadBoardPacket: endpoint({
    method: 'GET',
    path: '/api/BoardPacket/DownloadBoardPacket/:id',
    summary: 'A sealed version’s board or homeowner edition, the exact bytes its hash was taken of',
    access: { claim: 'glaccounts', level: 'read' },
    params: z.strictObject({ id: idParam }),
    query: z.strictObject({ Edition: z.enum(BoardPacketEditions).default('Board') }),
    response: packetFile,
    download: [FileTypes.Pdf],
  }),
  GetPortalBoardPackets: endpoint({
    method: 'GET',
    path: '/api/Portal/GetBoardPackets',
    summary:
      'The board packets published to the board member’s community: the latest published version of each month, newest month first',
    auth: 'owner',
    portalRight: 'board',
    query: noInput,
    response: z.array(PortalBoardPacketSchema),
  }),
  DownloadPortalBoardPacket: endpoint({
    method: 'GET',
    path: '/api/Portal/DownloadBoardPacket/:id',
    summary:
      'A board packet published to the board member’s community (its latest published version of the month), as a PDF (404 for any other)',
    auth: 'owner',
    portalRight: 'board',
    params: z.strictObject({ id: idParam }),
    response: packetFile,
    download: [FileTypes.Pdf],
  }),
};
