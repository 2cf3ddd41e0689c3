import type { Template } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { CodeTypeId, CollectionMessages, StatusId, TxnTypeId } from '@hoa/domain';
import { renderLettersBuffer } from '../../documents/index';
import type { FileStore } from '../../files/file-store';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { letterMaker } from '../message-batches/index';
import {
  letterSender,
  ownerLetterRecipients,
  templateBytes,
  templateSource,
  withCollectionValues,
  type LetterRecipient,
  type LetterSender,
  type TemplateSource,
} from '../templates/index';
import { collectionTemplate } from './collection-template';

/** The letters of a collection run as its community's collection template makes them. */
export interface CollectionLetters {
  communityAgentId: number;
  template: Template;
  source: TemplateSource;
  sender: LetterSender;
  /** One per owner the run reached (billed owners of the community), with their values. */
  owners: LetterRecipient[];
}

/**
 * The collection letters of a collection run (53), accrued or posted, one per owner it reached
 * (or the one of a property): the owner, property and community values of every letter, and the
 * run's (withCollectionValues), for the template the community's collection settings choose.
 */
export async function collectionLetters(
  ctx: RequestContext,
  itemId: number,
  propertyAgentId: number | null,
): Promise<CollectionLetters> {
  const [item] = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select community_agent_id as community from items
         where id = ${itemId} and txn_type_id = ${TxnTypeId.Collection}::smallint
           and status_id in (${StatusId.Accrued}, ${StatusId.Posted})`,
  );
  if (!item) throw notFound(CollectionMessages.noLetter);
  const communityAgentId = Number(item.community);
  await requireCommunity(ctx, communityAgentId);
  const reached = await queryRows<{ owner: string | number }>(
    ctx.tx,
    sql`select distinct ia.agent_id as owner
          from item_agents ia
          join agents o on o.id = ia.agent_id
          join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
          join codes k on k.id = d.code_id and k.code_type_id = ${CodeTypeId.CollectionAction}::smallint
         where ia.item_id = ${itemId} and not ia.is_deleted
           ${propertyAgentId === null ? sql`` : sql`and o.parent_agent_id = ${propertyAgentId}`}`,
  );
  const sender = await letterSender(ctx, communityAgentId);
  const owners = await ownerLetterRecipients(
    ctx,
    communityAgentId,
    sender,
    reached.map((r) => Number(r.owner)),
  );
  if (owners.length === 0) throw notFound(CollectionMessages.noLetter);
  const { template } = await collectionTemplate(ctx, communityAgentId);
  return {
    communityAgentId,
    template,
    source: await templateSource(ctx, template.TopsTemplateId),
    sender,
    owners: await withCollectionValues(ctx, itemId, owners),
  };
}

/** The letters in one PDF, each from a new page, printed as the template's options say. */
export async function collectionLettersPdf(
  files: FileStore,
  letters: CollectionLetters,
  title: string,
): Promise<Buffer> {
  const make = letterMaker(await templateBytes(files, letters.source));
  const { pdf } = await renderLettersBuffer(
    letters.owners.map((owner) => make(letters.sender.returnLines, owner.values)),
    { title, isDoubleSided: letters.template.IsDoubleSided, isColor: letters.template.IsColor },
  );
  return pdf;
}
