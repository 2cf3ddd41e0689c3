import type { contract, MessageBatchHeader, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  MailroomDeliveryOptionId,
  MailroomDeliveryOptions,
  MessageBatchMessages,
  printPieceCents,
} from '@hoa/domain';
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
import { letterKeyColumns, letterKeyOf } from './recipient-rows';

type C = typeof contract.messageBatches;

/**
 * The valid owner recipients (the first `limit`, or all) with their letters' values today; a 400
 * for a batch of attached files, which has no letters.
 */
async function sampleOwners(ctx: RequestContext, header: MessageBatchHeader, limit: number | null) {
  const batchItemId = header.TopsItemId;
  const templateId = header.TopsTemplateId;
  if (templateId === null) throw badRequest(MessageBatchMessages.noLetters);
  const rows = await queryRows<{
    agent_id: string | number;
    property_agent_id: string | number;
    mailing_address: string | null;
    source_merge_values: Record<string, string> | null;
    delivery: string;
  }>(
    ctx.tx,
    sql`select ${letterKeyColumns}, delivery from message_batch_recipients
         where item_id = ${batchItemId} and not is_summary and not is_removed and is_valid
         order by id ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
  const sender = await letterSender(ctx, header.CommunityAgentId);
  const letters = await batchLetterRecipients(
    ctx,
    {
      batchItemId,
      communityAgentId: header.CommunityAgentId,
      sourceItemId: header.SourceItemId,
    },
    sender,
    rows.map(letterKeyOf),
  );
  // A recipient no longer an owner or renter of the property gets no letter.
  const sent = rows.flatMap((row, i) => {
    const letter = letters[i];
    return letter ? [{ delivery: row.delivery, letter }] : [];
  });
  const owners = sent.map((s) => s.letter);
  const source = await templateSource(ctx, templateId);
  const [options] = await queryRows<{ is_color: boolean; mailroom_delivery_option: number }>(
    ctx.tx,
    sql`select is_color, mailroom_delivery_option from templates where id = ${templateId}`,
  );
  return { header, sent, sender, owners, source, options };
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
 * postage estimate of each mailroom option at the first letter's page count (a batch of attached
 * files has emails only, and no estimate).
 */
export async function getMessageBatchDryRun(
  call: CallerCall<C['GetMessageBatchDryRun']>,
  files: FileStore,
): Promise<ResponseOf<C['GetMessageBatchDryRun']>> {
  const id = call.input.query.messageBatchItemId;
  const checked = await call.run(async (ctx) => {
    const header = await batchHeader(ctx, id);
    const invalid = await queryRows<{ name: string; validation_error: string }>(
      ctx.tx,
      sql`select name, validation_error from message_batch_recipients
           where item_id = ${id} and not is_removed and not is_valid order by lower(name), id`,
    );
    const letters = header.TopsTemplateId === null ? null : await sampleOwners(ctx, header, null);
    return { header, invalid, letters };
  });
  const Invalid = checked.invalid.map((r) => ({
    Name: r.name,
    validationError: r.validation_error,
  }));
  const sample = checked.letters;
  if (!sample)
    return {
      Recipients: checked.header.EmailRecipients,
      Print: 0,
      Email: checked.header.EmailRecipients,
      Invalid,
      NoAddress: [],
      CostEstimates: [],
      MailroomDeliveryOption: MailroomDeliveryOptionId.FirstClass,
    };
  const printOwners = sample.sent.filter((s) => s.delivery === 'Print').map((s) => s.letter);
  const prints = printOwners.length;
  const pages = sample.owners.length > 0 ? (await lettersPdf(files, sample, 1)).pages : 1;
  const isColor = sample.options?.is_color ?? false;
  return {
    Recipients: sample.sent.length,
    Print: prints,
    Email: sample.sent.length - prints,
    Invalid,
    NoAddress: printOwners
      .filter((o) => o.mailingLines.length === 0)
      .map((o) => ({ Name: o.name })),
    CostEstimates: MailroomDeliveryOptions.map((option) => ({
      MailroomDeliveryOption: option.OptionId,
      Name: option.OptionName,
      Cents: prints * printPieceCents({ pages, isColor, mailroomDeliveryOption: option.OptionId }),
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
  const sample = await call.run(async (ctx) => sampleOwners(ctx, await batchHeader(ctx, id), 3));
  if (sample.owners.length === 0) throw badRequest(MessageBatchMessages.nothingToRelease);
  const { pdf } = await lettersPdf(files, sample, 3);
  return sendPdf(call, pdf, `sample-letters-${id}.pdf`);
}
