import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contract, IdempotencyKeyHeader, type AddCcrBatchEntryInput } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { signIn } from '../../../test/api';
import {
  SampleFiles,
  storedFiles,
  uploadFile,
  useAppWithFiles,
} from '../../../test/attachments-factories';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { setUpReceivables } from '../../../test/receivable-factories';
import { violationsWorld } from '../../../test/violations-factories';

const c = contract.ccrBatches;

describe.each(testDatabases())('Inspection batches on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  /** The violations world with two homes in the first community and a draft batch of it. */
  async function world() {
    const w = await violationsWorld(h);
    const books = await setUpReceivables(h.database, w.company.companyId, w.communityId, 2);
    const [first = { propertyId: 0, ownerId: 0 }, second = { propertyId: 0, ownerId: 0 }] =
      books.homes;
    const batch = ok(
      await w.call(c.AddCcrBatch, {
        body: {
          CommunityAgentId: w.communityId,
          Name: 'Spring walk',
          InspectedOn: '2026-03-02',
          NextActionDays: 30,
        },
      }),
    ).Batch;
    const entry = (over: Partial<AddCcrBatchEntryInput> = {}) => ({
      CcrBatchId: batch.CcrBatchId,
      ClientKey: randomUUID(),
      PropertyAgentId: first.propertyId,
      TopsCodeId: w.codeIds.TRASH ?? 0,
      Description: 'Trash cans at the curb.',
      ...over,
    });
    const photo = (entryId: number, token = w.token, key = randomUUID()) =>
      uploadFile(
        h.app,
        c.AddCcrBatchEntryPhoto,
        {
          CcrBatchEntryId: entryId,
          ClientKey: key,
          CapturedAt: '2026-03-02T14:05:00Z',
          Latitude: 33.448376,
          Longitude: -112.074036,
        },
        { fileName: 'curb.png', bytes: SampleFiles.png, contentType: 'image/png' },
        token,
      );
    const accrue = async (key: string, batchId = batch.CcrBatchId, token = w.token) => {
      const response = await h.app.inject({
        method: 'POST',
        url: c.AccrueCcrBatch.path,
        headers: { authorization: `Bearer ${token}`, [IdempotencyKeyHeader]: key },
        payload: { CcrBatchId: batchId },
      });
      return {
        status: response.statusCode,
        body: JSON.parse(response.body) as {
          Message: string;
          View: { Entries: { TopsItemId: number | null }[] };
          errorMessage?: string;
          errorCode?: string;
        },
      };
    };
    const records = () =>
      h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
        queryRows<{ item_id: number; photos: number }>(
          tx,
          sql`select v.item_id::int8 as item_id,
                     (select count(*) from violation_photos p where p.item_id = v.item_id)::int8 as photos
                from violation_records v where v.company_id = ${w.company.companyId}
               order by v.item_id`,
        ),
      );
    return { ...w, first, second, batch, entry, photo, accrue, records };
  }

  it('keeps a draft of entries and photos, edits and removes at review, accrues every entry as a record with its photos once', async () => {
    const w = await world();
    expect(w.batch).toMatchObject({ State: 'Draft', EntryCount: 0, NextActionDays: 30 });

    // An entry re-sent with its key answers the entry it made.
    const firstBody = w.entry();
    const first = ok(await w.call(c.AddCcrBatchEntry, { body: firstBody }));
    expect(first).toMatchObject({ Row: 1, CodeAlias: 'TRASH', TopsItemId: null });
    expect(ok(await w.call(c.AddCcrBatchEntry, { body: firstBody })).CcrBatchEntryId).toBe(
      first.CcrBatchEntryId,
    );
    const second = ok(
      await w.call(c.AddCcrBatchEntry, {
        body: w.entry({
          PropertyAgentId: w.second.propertyId,
          TopsCodeId: w.codeIds.LAWN ?? 0,
          Description: '',
        }),
      }),
    );
    const third = ok(await w.call(c.AddCcrBatchEntry, { body: w.entry() }));

    // A property or code outside the community is refused at once.
    const outside = await w.call(c.AddCcrBatchEntry, {
      body: w.entry({ PropertyAgentId: w.communityId }),
    });
    expect([outside.status, outside.errorMessage]).toEqual([
      400,
      'The property is not a property of this community.',
    ]);

    // Photos: a re-sent key answers the photo it made.
    const key = randomUUID();
    const photo = await w.photo(first.CcrBatchEntryId, w.token, key);
    expect(photo.status).toBe(200);
    expect(photo.body).toMatchObject({
      FileName: 'curb.png',
      CapturedAt: '2026-03-02T14:05:00.000Z',
      Latitude: 33.448376,
    });
    const again = await w.photo(first.CcrBatchEntryId, w.token, key);
    expect(again.body.TopsAttachmentId).toBe(photo.body.TopsAttachmentId);
    expect((await w.photo(second.CcrBatchEntryId)).status).toBe(200);

    // Review: the row left without a description refuses the whole batch, naming it.
    const refused = await w.accrue(randomUUID());
    expect([refused.status, refused.body.errorMessage, refused.body.errorCode]).toEqual([
      400,
      'Row 2: Description is required.',
      'InspectionBatchRowRefused',
    ]);
    expect(await w.records()).toEqual([]);

    // A row whose property has lost its owner is refused by the record's own check, by row.
    ok(
      await w.call(c.UpdateCcrBatchEntry, {
        body: {
          CcrBatchEntryId: second.CcrBatchEntryId,
          PropertyAgentId: w.second.propertyId,
          TopsCodeId: w.codeIds.LAWN ?? 0,
          Description: 'Lawn not mowed.',
        },
      }),
    );
    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
      tx.execute(sql`update agents set is_deleted = true where id = ${w.second.ownerId}`),
    );
    const noOwner = await w.accrue(randomUUID());
    expect([noOwner.status, noOwner.body.errorMessage]).toEqual([
      400,
      'Row 2: The property has no owner to cite.',
    ]);
    expect(await w.records()).toEqual([]);
    await h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
      tx.execute(sql`update agents set is_deleted = false where id = ${w.second.ownerId}`),
    );

    // The third entry is removed at review, its photo's file with it.
    const files = () => storedFiles(h.filesRoot, w.company.companyId);
    expect((await w.photo(third.CcrBatchEntryId)).status).toBe(200);
    const before = await files();
    const view = ok(
      await w.call(c.RemoveCcrBatchEntry, { body: { CcrBatchEntryId: third.CcrBatchEntryId } }),
    );
    expect(view.Entries.map((e) => [e.Row, e.Photos.length])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(view.Batch).toMatchObject({ EntryCount: 2, PhotoCount: 2 });
    expect((await files()).length).toBe(before.length - 1);

    // Accrue: two records with their photos, in one go; the same key answers the same.
    const accrueKey = randomUUID();
    const accrued = await w.accrue(accrueKey);
    expect(accrued.status).toBe(200);
    expect(accrued.body.Message).toBe('2 violations recorded from the inspection.');
    const items = accrued.body.View.Entries.map((e) => e.TopsItemId);
    expect(items.every((id) => typeof id === 'number')).toBe(true);
    expect(await w.records()).toEqual(items.map((id) => ({ item_id: id, photos: 1 })));
    const repeat = await w.accrue(accrueKey);
    expect(repeat.status).toBe(200);
    expect(repeat.body.View.Entries.map((e) => e.TopsItemId)).toEqual(items);
    expect((await w.records()).length).toBe(2);
    // A new key finds the batch accrued.
    const twice = await w.accrue(randomUUID());
    expect([twice.status, twice.body.errorCode]).toEqual([409, 'InspectionBatchNotDraft']);

    const record = ok(
      await w.call(contract.ccr.GetCcrRecordViewPage, { query: { itemId: items[0] ?? 0 } }),
    ).Record;
    expect(record).toMatchObject({
      PropertyAgentId: w.first.propertyId,
      OwnerAgentId: w.first.ownerId,
      CodeAlias: 'TRASH',
      ObservedDate: '2026-03-02',
      NextActionDate: '2026-04-01',
      Description: 'Trash cans at the curb.',
    });
    const photos = ok(
      await w.call(contract.ccr.GetCcrRecordAttachments, { query: { itemId: items[0] ?? 0 } }),
    );
    expect(photos.map((p) => [p.AttachmentName, p.CapturedAt, p.Latitude])).toEqual([
      ['curb.png', '2026-03-02T14:05:00.000Z', 33.448376],
    ]);
    const index = ok(await w.call(c.GetCcrBatches, { query: { communityAgentId: w.communityId } }));
    expect(index.map((b) => [b.CcrBatchId, b.State, b.EntryCount])).toEqual([
      [w.batch.CcrBatchId, 'Accrued', 2],
    ]);
    // An accrued batch does not change.
    const late = await w.call(c.AddCcrBatchEntry, { body: w.entry() });
    expect(late.status).toBe(409);
  });

  it('needs ccrviolations create to add and update to accrue, hides another company’s batch, deletes a draft', async () => {
    const w = await world();
    const entry = ok(await w.call(c.AddCcrBatchEntry, { body: w.entry() }));
    const user = async (grant: Partial<ReturnType<typeof fullGrant>>) =>
      signIn(
        h.app,
        (
          await addUser(h.database, w.company.companyId, {
            communityIds: [w.communityId],
            grants: [{ ...fullGrant('ccrviolations'), ...grant }],
          })
        ).userName,
      );
    const reader = await user({ CanCreate: false, CanUpdate: false, CanDelete: false });
    const adder = await user({ CanUpdate: false, CanDelete: false });
    expect(
      ok(await w.call(c.GetCcrBatch, { query: { ccrBatchId: w.batch.CcrBatchId } }, reader)).Entries
        .length,
    ).toBe(1);
    for (const result of [
      await w.call(c.AddCcrBatchEntry, { body: w.entry() }, reader),
      await w.call(
        c.AddCcrBatch,
        {
          body: {
            CommunityAgentId: w.communityId,
            InspectedOn: '2026-03-02',
            NextActionDays: 15,
          },
        },
        reader,
      ),
      await w.photo(entry.CcrBatchEntryId, reader),
      await w.call(
        c.RemoveCcrBatchEntry,
        { body: { CcrBatchEntryId: entry.CcrBatchEntryId } },
        adder,
      ),
      await w.accrue(randomUUID(), w.batch.CcrBatchId, adder),
    ])
      expect(result.status).toBe(403);
    expect(
      (await w.call(c.AddCcrBatchEntry, { body: w.entry({ Description: '' }) }, adder)).status,
    ).toBe(200);

    const stranger = await createTestCompany(h.database, { communities: 1 });
    const outsider = await signIn(h.app, stranger.admin.userName);
    for (const result of [
      await w.call(c.GetCcrBatch, { query: { ccrBatchId: w.batch.CcrBatchId } }, outsider),
      await w.call(c.AddCcrBatchEntry, { body: w.entry() }, outsider),
      await w.photo(entry.CcrBatchEntryId, outsider),
      await w.accrue(randomUUID(), w.batch.CcrBatchId, outsider),
      await w.call(c.DeleteCcrBatch, { body: { CcrBatchId: w.batch.CcrBatchId } }, outsider),
    ])
      expect(result.status).toBe(404);
    // A bad input is a 4xx with its message, never a 500.
    const bad = await w.call(c.AddCcrBatchEntry, {
      body: { ...w.entry(), ClientKey: 'not-a-uuid' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toBeTruthy();

    // A deleted draft keeps its entries, not its photos' files.
    const files = () => storedFiles(h.filesRoot, w.company.companyId);
    const before = await files();
    expect((await w.photo(entry.CcrBatchEntryId)).status).toBe(200);
    expect((await files()).length).toBe(before.length + 1);
    ok(await w.call(c.DeleteCcrBatch, { body: { CcrBatchId: w.batch.CcrBatchId } }));
    expect(await files()).toEqual(before);
    expect(
      ok(await w.call(c.GetCcrBatches, { query: { communityAgentId: w.communityId } })),
    ).toEqual([]);
    expect(
      (await w.call(c.GetCcrBatch, { query: { ccrBatchId: w.batch.CcrBatchId } })).status,
    ).toBe(404);
  });
});
