import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { queryRows, sql } from '@hoa/db';
import { FileTypes, MailroomDeliveryOptionId } from '@hoa/domain';
import { writeLettersPdf, type PrintLetter } from '../../documents/index';
import { newStorageKey } from '../../files/file-store';
import type { RequestContext } from '../../http/request-context';
import { printOrderNumber } from '../../print/print-vendor';
import type { letterMaker } from './letter-maker';
import type { ReleaseDeps, ReleaseRequest, Setup } from './release-runner';

type AsCaller = <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>;

/**
 * The print letters merged into one PDF, streamed to a temporary file from the recipients' kept
 * values (page by page of recipients, so memory does not grow with the batch), stored in the
 * print queue and handed to the print vendor with its manifest.
 */
export async function printOrder(
  deps: ReleaseDeps,
  asCaller: AsCaller,
  request: ReleaseRequest,
  setup: Setup,
  make: ReturnType<typeof letterMaker>,
): Promise<void> {
  const batchItemId = request.batchItemId;
  const existing = await asCaller((ctx) =>
    queryRows(ctx.tx, sql`select 1 from print_orders where batch_item_id = ${batchItemId}`),
  );
  if (existing.length > 0) return;
  const manifestLetters: { recipientId: number; name: string; addressLines: string[] }[] = [];
  async function* letters(): AsyncGenerator<PrintLetter> {
    for (let after = 0; ;) {
      const page = await asCaller((ctx) =>
        queryRows<{ id: string | number; merge_values: Record<string, string> }>(
          ctx.tx,
          sql`select id, merge_values from message_batch_recipients
               where item_id = ${batchItemId} and id > ${after} and delivery = 'Print'
                 and released_at is not null and not is_removed and not is_summary
               order by id limit 500`,
        ),
      );
      if (page.length === 0) return;
      for (const row of page) {
        const letter = make(setup.sender.returnLines, row.merge_values);
        manifestLetters.push({
          recipientId: Number(row.id),
          name: row.merge_values.RecipientName ?? '',
          addressLines: letter.recipientAddress,
        });
        yield letter;
      }
      after = Number(page.at(-1)?.id ?? after);
    }
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hoa-print-'));
  try {
    const pdfPath = path.join(folder, 'letters.pdf');
    const out = createWriteStream(pdfPath);
    const result = await writeLettersPdf(out, letters(), {
      title: setup.subject,
      isDoubleSided: setup.isDoubleSided,
      isColor: setup.isColor,
    });
    if (result.letters === 0) return;
    const storageKey = newStorageKey(request.companyId, randomUUID());
    await deps.files.put(storageKey, await readFile(pdfPath), FileTypes.Pdf);
    const orderNumber = printOrderNumber(request.companyId, batchItemId);
    const certified = setup.mailroomDeliveryOption !== MailroomDeliveryOptionId.FirstClass;
    const companyName = await asCaller((ctx) => Promise.resolve(ctx.user.companyName));
    await deps.printVendor.submit({
      pdfPath,
      manifest: {
        orderNumber,
        batchItemId,
        companyName,
        createdAt: new Date().toISOString(),
        isColor: setup.isColor,
        isDoubleSided: setup.isDoubleSided,
        mailroomDeliveryOption: setup.mailroomDeliveryOption,
        includeReturnEnvelope: setup.includeReturnEnvelope,
        prepaidReturnPostage: setup.prepaidReturnPostage,
        pages: result.pages,
        letters: manifestLetters.map((l, i) => ({
          ...l,
          sequence: i + 1,
          firstPage: result.firstPageOfLetter[i] ?? 0,
          certified,
        })),
      },
    });
    await asCaller(async (ctx) => {
      const [order] = await queryRows<{ id: string | number }>(
        ctx.tx,
        sql`insert into print_orders (company_id, batch_item_id, storage_key, letters, pages,
              is_color, is_double_sided, mailroom_delivery_option, include_return_envelope,
              prepaid_return_postage, order_number, order_state, order_state_at)
            values (${ctx.user.companyId}, ${batchItemId}, ${storageKey}, ${result.letters},
              ${result.pages}, ${setup.isColor}, ${setup.isDoubleSided},
              ${setup.mailroomDeliveryOption}, ${setup.includeReturnEnvelope},
              ${setup.prepaidReturnPostage}, ${orderNumber}, 'Submitted', now())
            returning id`,
      );
      await ctx.tx.execute(
        sql`update deliveries set print_order_id = ${order?.id ?? null}
             where batch_item_id = ${batchItemId} and channel <> 'Email'`,
      );
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
