import type { contract, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { MailroomDeliveryOptions, MessageBatchMessages, printPieceCents } from '@hoa/domain';
import type { FastifyReply } from 'fastify';
import { renderLettersBuffer } from '../../documents/index';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import { badRequest } from '../../http/errors';
import { sendPdf } from '../../http/send-download';
import type { RequestContext } from '../../http/request-context';
import { letterSender, templateBytes, templateSource } from '../templates/index';
import { batchHeader } from './batch-header';
import { batchLetterRecipients } from './batch-letter-values';
import { letterMaker } from './letter-maker';

type C = typeof contract.messageBatches;

/** The valid owner recipients (the first `limit`, or all) with their letters' values today. */
async function sampleOwners(ctx: RequestContext, batchItemId: number, limit: number | null) {
  const header = await batchHeader(ctx, batchItemId);
  const rows = await queryRows<{ agent_id: string | number; delivery: string; name: string }>(
    ctx.tx,
    sql`select agent_id, delivery, name from message_batch_recipients
         where item_id = ${batchItemId} and not is_summary and not is_removed and is_valid
         order by id ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
  const sender = await letterSender(ctx, header.CommunityAgentId);
  const owners = await batchLetterRecipients(
    ctx,
    { communityAgentId: header.CommunityAgentId, sourceItemId: header.SourceItemId },
    sender,
    rows.map((r) => Number(r.agent_id)),
  );
  const source = await templateSource(ctx, header.TopsTemplateId);
  const [options] = await queryRows<{ is_color: boolean; mailroom_delivery_option: number }>(
    ctx.tx,
    sql`select is_color, mailroom_delivery_option from templates where id = ${header.TopsTemplateId}`,
  );
  return { header, rows, sender, owners, source, options };
}

/** Renders letters into one PDF in memory (a handful: samples, page counts). */
async function lettersPdf(
  files: FileStore,
  sample: Awaited<ReturnType<typeof sampleOwners>>,
  count: number,
) {
  const make = letterMaker(await templateBytes(files, sample.source));
  const { pdf, summary } = await renderLettersBuffer(
    sample.owners.slice(0, count).map((o) => make(sample.sender.returnLines, o.values)),
    { title: sample.header.Subject, isDoubleSided: false },
  );
  return { ...summary, pdf };
}

/**
 * MessageBatch/DryRun: what release would do, without doing it: recipients by delivery, who
 * cannot be sent to and why, print recipients without a mailing address, and the printing and
 * postage estimate of each mailroom option at the first letter's page count.
 */
export async function getMessageBatchDryRun(
  call: CallerCall<C['GetMessageBatchDryRun']>,
  files: FileStore,
): Promise<ResponseOf<C['GetMessageBatchDryRun']>> {
  const id = call.input.query.messageBatchItemId;
  const sample = await call.run(async (ctx) => {
    const all = await sampleOwners(ctx, id, null);
    const invalid = await queryRows<{ name: string; validation_error: string }>(
      ctx.tx,
      sql`select name, validation_error from message_batch_recipients
           where item_id = ${id} and not is_removed and not is_valid order by lower(name), id`,
    );
    return { ...all, invalid };
  });
  const printIds = new Set(
    sample.rows.filter((r) => r.delivery === 'Print').map((r) => Number(r.agent_id)),
  );
  const printOwners = sample.owners.filter((o) => printIds.has(o.ownerAgentId));
  const pages = sample.owners.length > 0 ? (await lettersPdf(files, sample, 1)).pages : 1;
  const isColor = sample.options?.is_color ?? false;
  return {
    Recipients: sample.rows.length,
    Print: printIds.size,
    Email: sample.rows.length - printIds.size,
    Invalid: sample.invalid.map((r) => ({ Name: r.name, validationError: r.validation_error })),
    NoAddress: printOwners
      .filter((o) => o.mailingLines.length === 0)
      .map((o) => ({ Name: o.name })),
    CostEstimates: MailroomDeliveryOptions.map((option) => ({
      MailroomDeliveryOption: option.OptionId,
      Name: option.OptionName,
      Cents:
        printIds.size *
        printPieceCents({ pages, isColor, mailroomDeliveryOption: option.OptionId }),
    })),
    MailroomDeliveryOption: sample.options?.mailroom_delivery_option ?? 1,
  };
}

/** MessageBatch/GetSampleLetters: the first three valid recipients' letters as they would go. */
export async function getSampleLetters(
  call: CallerCall<C['GetSampleLetters']>,
  files: FileStore,
): Promise<FastifyReply> {
  const id = call.input.query.messageBatchItemId;
  const sample = await call.run((ctx) => sampleOwners(ctx, id, 3));
  if (sample.owners.length === 0) throw badRequest(MessageBatchMessages.nothingToRelease);
  const { pdf } = await lettersPdf(files, sample, 3);
  return sendPdf(call, pdf, `sample-letters-${id}.pdf`);
}
