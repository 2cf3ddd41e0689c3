import { z } from 'zod';
import { endpoint } from '../endpoint';
import { entityId, idParam } from '../fields';
import {
  ActionProcessSchema,
  LevelLetterTemplateSchema,
  SaveActionProcessSchema,
} from './ccr-actions';
import { CcrCodeSchema } from './codes';

// ARC action processes (issue 21 part 2; spec 3 §3 'Action process and levels', §5 'Action
// process', §6, §7 'ArcActionProcess'): the ladder of levels an architectural request climbs,
// process type 13, with the same levels and save payload as the CCR processes. A level's letter is
// an ARC_Letter template; the process's codes are architectural codes (type 20). The spec keeps
// architectural process edits out of the server access check (CcrAction/CheckUserAccess): the
// community claim decides (read to read, update to save, create to add, delete to remove). A
// process of another company is 404.

/** An architectural code (type 20) of the community with the ARC process it follows. */
export const ArcCodeSchema = CcrCodeSchema;
export type ArcCode = z.infer<typeof ArcCodeSchema>;

export const SaveArcActionProcessGraphSchema = SaveActionProcessSchema.extend({
  /** The architectural codes that follow the process (taken from any other); absent keeps them. */
  TopsCodeIds: z.array(entityId).max(2000).optional(),
});
export type SaveArcActionProcessGraphInput = z.input<typeof SaveArcActionProcessGraphSchema>;

const read = { claim: 'community', level: 'read' } as const;

/** /api/ArcActionProcess: action processes of architectural codes. */
export const arcActionProcesses = {
  GetArcActionProcessGraph: endpoint({
    method: 'GET',
    path: '/api/ArcActionProcess/GetArcActionProcessGraph',
    summary:
      'The ARC action processes of a community with their levels, the ARC_Letter templates its levels may send and its architectural codes with their process',
    access: read,
    query: z.strictObject({ communityAgentId: idParam }),
    response: z.object({
      ActionProcesses: z.array(ActionProcessSchema),
      LetterTemplates: z.array(LevelLetterTemplateSchema),
      ArcCodes: z.array(ArcCodeSchema),
    }),
  }),
  GetArcCodesByActionProcessId: endpoint({
    method: 'GET',
    path: '/api/ArcActionProcess/GetArcCodesByActionProcessId',
    summary: 'The architectural codes that follow an ARC action process, by alias',
    access: read,
    query: z.strictObject({ actionProcessId: idParam }),
    response: z.array(ArcCodeSchema),
  }),
  isArcActionProcessAlreadyAssigned: endpoint({
    method: 'GET',
    path: '/api/ArcActionProcess/isArcActionProcessAlreadyAssigned',
    summary:
      'Whether codes (or architectural requests) use an ARC action process, so that it cannot be removed',
    access: read,
    query: z.strictObject({ actionProcessId: idParam }),
    response: z.object({
      IsAssigned: z.boolean(),
      CodeCount: z.number(),
      RequestCount: z.number(),
    }),
  }),
  SaveArcActionProcessGraph: endpoint({
    method: 'POST',
    path: '/api/ArcActionProcess/SaveArcActionProcessGraph',
    summary:
      'Adds (create) or edits an ARC action process with its levels, Sequence renumbered 1..n, and the architectural codes that follow it; refused whole with ‘Action Process was not saved.’ and the reason',
    access: { claim: 'community', level: 'update' },
    body: SaveArcActionProcessGraphSchema,
    response: z.object({ ActionProcess: ActionProcessSchema, ArcCodes: z.array(ArcCodeSchema) }),
  }),
  DeleteArcActionProcess: endpoint({
    method: 'POST',
    path: '/api/ArcActionProcess/DeleteArcActionProcess',
    summary:
      'Soft-deletes an ARC action process; one used by codes or requests is refused (409) with ‘Arc action process is used, cannot remove.’',
    access: { claim: 'community', level: 'delete' },
    body: z.strictObject({ ActionProcessId: entityId }),
    response: z.object({ ActionProcessId: z.number() }),
  }),
};
