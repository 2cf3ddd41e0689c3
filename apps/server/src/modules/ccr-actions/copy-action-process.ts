import type { ActionProcess, contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  readActionProcess,
  requireActionProcess,
  usableLetterTemplates,
} from './action-process-rows';
import { insertLevels, insertProcess } from './save-action-process';

type Copy = typeof contract.ccrActions.CopyActionProcess;

/**
 * CcrAction/CopyActionProcess: a new process of the same name and levels in each other community
 * named (each on the caller's list). A level keeps its letter where the community may send it (a
 * system template, or one linked to it); elsewhere the copy's level has no letter until one is
 * chosen there.
 */
export async function copyActionProcess(
  ctx: RequestContext,
  { body }: InputOf<Copy>,
): Promise<ResponseOf<Copy>> {
  requireClaim(ctx, 'ccrviolations', 'create');
  const source = await requireActionProcess(ctx, body.ActionProcessId);
  const targets = [...new Set(body.CommunityAgentIds)];
  if (targets.includes(source.communityAgentId)) throw appError('ActionProcessNoTargetCommunity');
  const { TemplateLevels: levels } = await readActionProcess(ctx, source.id);
  const copies: ActionProcess[] = [];
  for (const communityAgentId of targets) {
    await requireCommunity(ctx, communityAgentId);
    const usable = new Set(
      (await usableLetterTemplates(ctx, communityAgentId)).map((t) => t.TopsTemplateId),
    );
    const copyId = await insertProcess(ctx, communityAgentId, source.name);
    await insertLevels(
      ctx,
      copyId,
      levels.map(({ TemplateLevelId: _saved, ...level }) => ({
        ...level,
        TopsTemplateId:
          level.TopsTemplateId !== null && usable.has(level.TopsTemplateId)
            ? level.TopsTemplateId
            : null,
      })),
    );
    copies.push(await readActionProcess(ctx, copyId));
  }
  return copies;
}
