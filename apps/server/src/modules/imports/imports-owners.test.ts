import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { useApp } from '../../../test/app-harness';
import {
  importBody,
  ok,
  ownerImportHeading,
  setUpOwnersWithCodes,
  setupWorld,
  type SetupWorld,
} from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';

const i = contract.imports;
const formats = ['csv', 'xlsx'] as const;
const year = new Date().getFullYear();

describe.each(testDatabases())('setup imports of owners and balances on $name', (testDb) => {
  const h = useApp(testDb);

  /** Owners of the community by property account number, with their agent types. */
  async function owners(world: SetupWorld) {
    return h.database.withTenant({ companyId: world.company.companyId, userId: null }, (tx) =>
      queryRows<{ account: string; name: string; type: number }>(
        tx,
        sql`select d.account_number as account, oc.display_name as name, o.agent_type_id as type
              from agents o join contacts oc on oc.agent_id = o.id
              join property_details d on d.agent_id = o.parent_agent_id
             where o.community_agent_id = ${world.communityId}
             order by d.account_number, o.agent_type_id, oc.display_name`,
      ),
    );
  }

  it.each(formats)(
    'imports properties and owners, and reassigns once confirmed (%s)',
    async (format) => {
      const world = await setupWorld(h.app, h.database);
      const bad = ok(
        await world.call(i.PropertyOwners, {
          body: await importBody(
            world,
            [
              ownerImportHeading,
              [
                '1001',
                '10',
                'Elm Street',
                'Austin',
                'TX',
                '78701',
                'Ana',
                'Ruiz',
                '',
                'ana@example.com',
              ],
              ['1002', '12', '', 'Austin', 'ZZ', '78701', 'Ben', '', '', 'ben@'],
              ['1001', '14', 'Elm Street', 'Austin', 'TX', '78701', '', '', 'Elm LLC', ''],
            ],
            format,
          ),
        }),
      );
      expect(bad.Errors).toEqual([
        { Row: 2, Column: 'AccountNumber', Message: 'The same value is on rows 2, 4.' },
        { Row: 3, Column: 'StreetName', Message: 'A value is required.' },
        { Row: 3, Column: 'State', Message: 'Unknown state; give its two-letter abbreviation.' },
        { Row: 3, Column: 'OwnerLastName', Message: 'Give the owner’s last name or company name.' },
        { Row: 3, Column: 'OwnerEmail', Message: 'Not an email address.' },
        { Row: 4, Column: 'AccountNumber', Message: 'The same value is on rows 2, 4.' },
      ]);
      const first = [
        ownerImportHeading,
        ['1001', '10', 'Elm Street', 'Austin', 'TX', '78701', 'Ana', 'Ruiz', '', 'ana@example.com'],
        ['1002', '12', 'Elm Street', 'Austin', 'TX', '78701', '', '', 'Elm Holdings LLC', ''],
      ];
      expect(
        ok(
          await world.call(i.PropertyOwners, {
            body: await importBody(world, first, format, { IsPreview: false }),
          }),
        ).Imported,
      ).toBe(2);
      expect(await owners(world)).toEqual([
        { account: '1001', name: 'Ana Ruiz', type: AgentTypeId.PrimaryOwner },
        { account: '1002', name: 'Elm Holdings LLC', type: AgentTypeId.PrimaryOwner },
      ]);

      const sale = [
        ownerImportHeading,
        ['1001', '10', 'Elm Street', 'Austin', 'TX', '78701', 'Cy', 'Doe', '', ''],
      ];
      const preview = ok(
        await world.call(i.PropertyOwners, { body: await importBody(world, sale, format) }),
      );
      expect(preview).toMatchObject({ NeedsConfirmation: true, ErrorRowCount: 0 });
      expect(preview.Rows[0]?.Errors).toEqual([
        'Row 2, AccountNumber: Property 1001 belongs to Ana Ruiz; the import makes the new owner its primary owner.',
      ]);
      const unconfirmed = await world.call(i.PropertyOwners, {
        body: await importBody(world, sale, format, { IsPreview: false }),
      });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.errorMessage).toBe(
        '1 property changes owner; confirm the reassignment to import.',
      );
      ok(
        await world.call(i.PropertyOwners, {
          body: {
            ...(await importBody(world, sale, format, { IsPreview: false })),
            confirmedReassignment: true,
          },
        }),
      );
      expect(await owners(world)).toEqual([
        { account: '1001', name: 'Cy Doe', type: AgentTypeId.PrimaryOwner },
        { account: '1001', name: 'Ana Ruiz', type: AgentTypeId.PreviousOwner },
        { account: '1002', name: 'Elm Holdings LLC', type: AgentTypeId.PrimaryOwner },
      ]);
      const same = ok(
        await world.call(i.PropertyOwners, { body: await importBody(world, sale, format) }),
      );
      expect(same.Errors).toEqual([
        { Row: 2, Column: 'AccountNumber', Message: 'Property 1001 already has this owner.' },
      ]);
    },
  );

  it.each(formats)(
    'posts owner beginning balances in one entry per owner, balanced to the cent (%s)',
    async (format) => {
      const world = await setupWorld(h.app, h.database);
      const account = await setUpOwnersWithCodes(world);
      const postDate = `${year}-01-01`;
      const heading = ['AccountNumber', 'CodeAlias', 'Amount'];
      const bad = ok(
        await world.call(i.OwnerBeginningBalances, {
          body: {
            ...(await importBody(
              world,
              [
                heading,
                ['9999', 'ASMT', '10'],
                ['1001', 'NOPE', '10'],
                ['1001', 'CCR', '10'],
                ['1002', 'LATE', '0'],
              ],
              format,
            )),
            postDate,
          },
        }),
      );
      expect(bad.Errors).toEqual([
        {
          Row: 2,
          Column: 'AccountNumber',
          Message: 'No property with account number 9999 in this community.',
        },
        { Row: 3, Column: 'CodeAlias', Message: 'No code NOPE in this community.' },
        { Row: 4, Column: 'CodeAlias', Message: 'Code CCR has no receivable account.' },
        { Row: 5, Column: 'Amount', Message: 'The amount cannot be zero.' },
      ]);
      const closed = await world.call(i.OwnerBeginningBalances, {
        body: {
          ...(await importBody(world, [heading, ['1001', 'ASMT', '10']], format)),
          postDate: `${year - 5}-06-30`,
        },
      });
      expect(closed.status).toBe(400);
      expect(closed.errorMessage).toBe(
        `No open accounting period holds the post date 06/30/${year - 5}.`,
      );

      const rows = [
        heading,
        ['1001', 'ASMT', '325.00'],
        ['1001', 'LATE', '25.10'],
        ['1002', 'ASMT', '1,300.45'],
        ['1003', 'PP', '-150.00'],
      ];
      const posted = ok(
        await world.call(i.OwnerBeginningBalances, {
          body: { ...(await importBody(world, rows, format, { IsPreview: false })), postDate },
        }),
      );
      expect(posted.Imported).toBe(4);
      const balances = await h.database.withTenant(
        { companyId: world.company.companyId, userId: null },
        (tx) =>
          queryRows<{
            account_id: string | number;
            debit: string | number;
            credit: string | number;
          }>(
            tx,
            sql`select account_id, sum(debit_cents) as debit, sum(credit_cents) as credit from gl_lines
             where community_agent_id = ${world.communityId} group by account_id`,
          ),
      );
      const net = new Map(
        balances.map((b) => [Number(b.account_id), Number(b.debit) - Number(b.credit)]),
      );
      // Receivables: 325.00 + 25.10 + 1,300.45; the prepaid credit of 150.00 is owed back to the
      // owner, on the prepaid code's liability account.
      expect(net.get(account['1200'] ?? 0)).toBe(165_055);
      expect(net.get(account['3000'] ?? 0)).toBe(-150_055);
      expect([...net.values()].reduce((a, b) => a + b, 0)).toBe(0);
      const items = await h.database.withTenant(
        { companyId: world.company.companyId, userId: null },
        (tx) =>
          queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from items where community_agent_id = ${world.communityId}
              and txn_type_id = 52 and status_id = 4`,
          ),
      );
      expect(items[0]?.n).toBe(3);
      expect(
        ok(
          await world.call(contract.communitySetup.HasImportedBeginningBalances, {
            query: { communityAgentId: world.communityId },
          }),
        ),
      ).toBe(true);
    },
  );

  it('keeps owner history for reference and refuses a row with a charge and a payment', async () => {
    const world = await setupWorld(h.app, h.database);
    ok(
      await world.call(i.PropertyOwners, {
        body: await importBody(
          world,
          [ownerImportHeading, ['1001', '10', 'Elm Street', '', '', '', 'Ana', 'Ruiz', '', '']],
          'csv',
          { IsPreview: false },
        ),
      }),
    );
    const heading = ['AccountNumber', 'Date', 'Description', 'CodeAlias', 'Charge', 'Payment'];
    const bad = ok(
      await world.call(i.OwnerHistory, {
        body: await importBody(
          world,
          [heading, ['1001', '01/01/2025', 'Dues', 'ASMT', '300', '300']],
          'xlsx',
        ),
      }),
    );
    expect(bad.Errors).toEqual([
      { Row: 2, Column: 'Payment', Message: 'Give a charge or a payment, not both.' },
    ]);
    const done = ok(
      await world.call(i.OwnerHistory, {
        body: await importBody(
          world,
          [
            heading,
            ['1001', '2025-01-01', 'Dues', 'ASMT', '300', ''],
            ['1001', '01/15/2025', 'Check 101', '', '', '300'],
          ],
          'xlsx',
          { IsPreview: false },
        ),
      }),
    );
    expect(done.Imported).toBe(2);
    const wizard = ok(
      await world.call(contract.communitySetup.GetWizard, {
        query: { communityAgentId: world.communityId, wizardName: 'accounting' },
      }),
    );
    expect(wizard.Facts.CountHistoricTransactions).toBe(2);
  });
});
