import { describe, expect, it } from 'vitest';
import { contract, type SaveJournalEntryBody } from '@hoa/contract';
import { accountingPeriods, eq, fiscalYears } from '@hoa/db';
import { StatusId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';
import { addFiscalYear } from '../../../test/ledger-factories';
import {
  entryBody,
  itemLineCounts,
  journalBooks,
  ledgerNet,
  type JournalBooks,
} from '../../../test/journal-factories';

const J = contract.journalEntries;

describe.each(testDatabases())(
  'journal entry removal, post dates, import and access on $name',
  (testDb) => {
    const h = useApp(testDb);
    const save = (j: JournalBooks, body: SaveJournalEntryBody) =>
      callApi(h.app, J.SaveJournalEntry, { body }, j.token);
    const glLineCount = (j: JournalBooks, itemId: number) => itemLineCounts(h, j, itemId);

    it('removes entries: accrued are marked deleted, posted are reversed on their date with the next-period reversal', async () => {
      const j = await journalBooks(h);
      const { cash, income, expense } = j.books.account;
      const remove = (itemId: number) =>
        callApi(h.app, J.RemoveJournalEntry, { body: { TopsItemId: itemId } }, j.token);
      const accrued = await save(
        j,
        entryBody(j.communityId, '2026-02-03', [
          [cash, 700, 0],
          [income, 0, 700],
        ]),
      );
      const removedAccrued = await remove(accrued.body.TopsItemId);
      expect(removedAccrued.body).toEqual({
        TopsItemId: accrued.body.TopsItemId,
        ReversedItemIds: [],
      });

      const posted = await save(
        j,
        entryBody(
          j.communityId,
          '2026-02-27',
          [
            [expense, 9_900, 0],
            [cash, 0, 9_900],
          ],
          { IsPosted: true, ReverseNextPeriod: true },
        ),
      );
      const reversalId = posted.body.ReversedByItemId ?? 0;
      const removed = await remove(posted.body.TopsItemId);
      expect(removed.status).toBe(200);
      expect(removed.body.ReversedItemIds).toEqual([posted.body.TopsItemId, reversalId]);
      expect(await glLineCount(j, posted.body.TopsItemId)).toMatchObject({ n: 4 });
      expect(await ledgerNet(h, j, expense, '2026-02-28')).toBe(0);
      expect(await ledgerNet(h, j, expense)).toBe(0);
      const gone = await callApi(
        h.app,
        J.GetJournalEntry,
        { query: { itemId: reversalId } },
        j.token,
      );
      expect(gone.body.ItemStatus).toBe(StatusId.Deleted);
      expect((await remove(posted.body.TopsItemId)).errorMessage).toBe(
        'This transaction was removed and cannot be changed.',
      );

      // A closed period, then a closed fiscal year, stop the removal.
      const march = await save(
        j,
        entryBody(
          j.communityId,
          '2026-03-05',
          [
            [cash, 300, 0],
            [income, 0, 300],
          ],
          { IsPosted: true },
        ),
      );
      const tenant = { companyId: j.company.companyId, userId: null };
      await h.database.withTenant(tenant, (tx) =>
        tx
          .update(accountingPeriods)
          .set({ isOpen: false })
          .where(eq(accountingPeriods.id, j.books.periodIds[2] ?? 0)),
      );
      expect((await remove(march.body.TopsItemId)).errorMessage).toBe(
        'This transaction is in a closed accounting period and cannot be removed.',
      );
      await h.database.withTenant(tenant, (tx) =>
        tx
          .update(fiscalYears)
          .set({ isClosed: true })
          .where(eq(fiscalYears.id, j.books.fiscalYearId)),
      );
      expect((await remove(march.body.TopsItemId)).errorMessage).toBe(
        'This transaction is in a closed fiscal year and cannot be removed.',
      );
      const intoClosed = await save(
        j,
        entryBody(
          j.communityId,
          '2026-06-05',
          [
            [cash, 300, 0],
            [income, 0, 300],
          ],
          { IsPosted: true },
        ),
      );
      expect(intoClosed.status).toBe(422);
      expect(intoClosed.errorMessage).toBe(
        'The post date 06/05/2026 falls in a closed fiscal year.',
      );
    });

    it('validates post dates with 60 days and the open periods', async () => {
      const j = await journalBooks(h);
      const validate = (postDate: string, allowConfirm = true) =>
        callApi(
          h.app,
          J.ValidatePostDate,
          { body: { communityAgentId: j.communityId, postDate, days: 60, allowConfirm } },
          j.token,
        );
      const today = new Date();
      const iso = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const shifted = (days: number) =>
        iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
      // Books cover 2025 and 2026; give the years around today books too, whatever today is.
      for (let year = today.getFullYear() - 1; year <= today.getFullYear() + 1; year++) {
        if (year !== 2025 && year !== 2026) {
          await addFiscalYear(h.database, j.company.companyId, j.communityId, year);
        }
      }
      for (const sign of [1, -1]) {
        expect((await validate(shifted(60 * sign))).body).toEqual({
          IsValid: true,
          errorMessage: null,
          ConfirmMessage: null,
        });
        expect((await validate(shifted(61 * sign))).body.ConfirmMessage).toBe(
          'The Post Date is more than 60 days from today. Do you want to use it?',
        );
      }
      expect((await validate(shifted(61), false)).body).toEqual({
        IsValid: false,
        errorMessage: 'The Post Date is more than 60 days from today.',
        ConfirmMessage: null,
      });
      expect((await validate('2020-06-01')).body.errorMessage).toBe(
        'No accounting period of the community holds the post date 06/01/2020.',
      );
      expect((await validate('06/01/2026')).body.errorMessage).toBe('Post Date is not valid.');
      expect((await validate('')).body.errorMessage).toBe('Post Date is required.');
    });

    it('stores a new entry once per idempotency key and imports a file of entries', async () => {
      const j = await journalBooks(h);
      const { cash, income, expense } = j.books.account;
      const body = entryBody(
        j.communityId,
        '2026-04-01',
        [
          [cash, 100, 0],
          [income, 0, 100],
        ],
        {
          IdempotencyKey: 'key-0000001',
          IsPosted: true,
        },
      );
      const [a, b] = [await save(j, body), await save(j, body)];
      expect(b.body.TopsItemId).toBe(a.body.TopsItemId);
      expect(await ledgerNet(h, j, cash)).toBe(100);

      const file = [
        'PostDate,Reference,Description,AccountNumber,Debit,Credit,LineDescription',
        '04/30/2026,ACC-4,Accrue landscaping,5000,"1,250.00",,April',
        '04/30/2026,ACC-4,Accrue landscaping,2000,,1250.00,',
        '2026-05-31,ACC-5,Accrue,5000,10.00,,',
        '2026-05-31,ACC-5,Accrue,9999,,10.00,',
      ].join('\n');
      const importFile = (Content: string, IsPreview: boolean) =>
        callApi(
          h.app,
          J.ImportJournalEntries,
          { body: { CommunityAgentId: j.communityId, FileName: 'je.csv', Content, IsPreview } },
          j.token,
        );
      const preview = await importFile(file, true);
      expect(
        preview.body.Entries.map((e) => [e.Row, e.PostDate, e.TotalAmount_Debit, e.Problems]),
      ).toEqual([
        [2, '2026-04-30', 125_000, []],
        [4, '2026-05-31', 1_000, ['Row 5: account 9999 was not found.']],
      ]);
      expect((await importFile(file, false)).errorMessage).toBe(
        'Fix the problems in the file; nothing was imported.',
      );
      const saved = await importFile(file.split('\n').slice(0, 3).join('\n'), false);
      expect(saved.body.SavedItemIds).toHaveLength(1);
      const imported = await callApi(
        h.app,
        J.GetJournalEntry,
        { query: { itemId: saved.body.SavedItemIds[0] ?? 0 } },
        j.token,
      );
      expect(imported.body).toMatchObject({
        ItemStatus: StatusId.Accrued,
        Reference: 'ACC-4',
        TotalAmount_Credit: 125_000,
      });
      expect(imported.body.Transactions[0]).toMatchObject({
        Description: 'April',
        Account: { TopsAccountId: expense },
      });
    });

    it('answers 403 without the claim or off the community list and 404 for another company', async () => {
      const j = await journalBooks(h);
      const other = await journalBooks(h);
      const { cash, income } = j.books.account;
      const posted = await save(
        j,
        entryBody(
          j.communityId,
          '2026-02-03',
          [
            [cash, 5, 0],
            [income, 0, 5],
          ],
          { IsPosted: true },
        ),
      );
      const reader = await addUser(h.database, j.company.companyId, {
        communityIds: [j.communityId],
        grants: [
          {
            Claim: 'gljournalentries',
            CanCreate: false,
            CanRead: true,
            CanUpdate: false,
            CanDelete: false,
          },
        ],
      });
      const offList = await addUser(h.database, j.company.companyId, {
        communityIds: [j.company.communityIds[1] ?? 0],
        grants: [
          {
            Claim: 'gljournalentries',
            CanCreate: true,
            CanRead: true,
            CanUpdate: true,
            CanDelete: true,
          },
        ],
      });
      const readerToken = await signIn(h.app, reader.userName);
      const offToken = await signIn(h.app, offList.userName);
      const get = (token: string) =>
        callApi(h.app, J.GetJournalEntry, { query: { itemId: posted.body.TopsItemId } }, token);
      expect((await get(readerToken)).status).toBe(200);
      expect(
        (
          await callApi(
            h.app,
            J.SaveJournalEntry,
            {
              body: entryBody(j.communityId, '2026-02-03', [
                [cash, 5, 0],
                [income, 0, 5],
              ]),
            },
            readerToken,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await callApi(
            h.app,
            J.RemoveJournalEntry,
            { body: { TopsItemId: posted.body.TopsItemId } },
            readerToken,
          )
        ).status,
      ).toBe(403);
      expect((await get(offToken)).status).toBe(403);
      expect((await get(other.token)).status).toBe(404);
      expect(
        (
          await callApi(
            h.app,
            J.RemoveJournalEntry,
            { body: { TopsItemId: posted.body.TopsItemId } },
            other.token,
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await callApi(
            h.app,
            J.GetJournalEntries,
            { query: { communityAgentId: j.communityId } },
            other.token,
          )
        ).status,
      ).toBe(404);
    });
  },
);
