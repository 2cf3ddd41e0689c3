import { describe, expect, it } from 'vitest';
import { contract, validationFileCalls } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { TxnTypeId } from '@hoa/domain';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { paymentWorld, postCharge } from '../../../test/cash-receipt-factories';
import { apiOf } from '../../../test/committees-banks-factories';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';

const B = contract.bankIntegration;

/** Every Export call (spec 3 §7, and the Pacific Western jobs 17 and 20), by layout. */
const calls = validationFileCalls;
const layouts = Object.keys(calls) as (keyof typeof calls)[];

describe.each(testDatabases())('validation files on $name', (testDb) => {
  const h = useApp(testDb);
  const api = apiOf(h);

  /** Two homes at First Bank, the account with lockbox id LB-1001, A-001 owing $250.00. */
  async function world(lockboxId = 'LB-1001') {
    const w = await paymentWorld(h, 2);
    const [bank] = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select bank_agent_id::int8 as id from bank_accounts where id = ${w.bankAccountId}`,
      ),
    );
    if (!bank) throw new Error('no bank');
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-02-01', [
      {
        ownerId: home.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    const saved = await api(w.token, B.SaveLockboxAccountsSettings, {
      body: { bankAccountsSettings: [{ BankAccountId: w.bankAccountId, LockboxId: lockboxId }] },
    });
    expect(saved.status, saved.errorMessage).toBe(200);
    const selection = {
      BankId: bank.id,
      Candidates: [{ CommunityId: w.communityId, Accounts: [{ AccountId: w.bankAccountId }] }],
    };
    return { ...w, bankId: bank.id, selection };
  }

  it('exports every bank layout of the selected lockbox account, each logged', async () => {
    const w = await world();
    const today = new Date().toISOString().slice(0, 10);
    const compact = today.replaceAll('-', '');
    const files = {} as Record<(typeof layouts)[number], { FileName: string; Content: string }>;
    for (const layout of layouts) {
      const file = await api(w.token, calls[layout], { body: w.selection });
      expect(file.status, `${layout}: ${file.errorMessage}`).toBe(200);
      expect(file.body.RowCount).toBe(2);
      files[layout] = file.body;
    }
    const lines = (layout: (typeof layouts)[number]) =>
      files[layout].Content.split(/\r?\n/).slice(0, -1);

    expect(files.Standard.FileName).toBe(`HOAValidation-FirstBank-${today}.csv`);
    expect(lines('Standard')[1]).toMatch(
      /^LB-1001,000123456789,.*,A-001,.+,100 Oak Street,250\.00$/,
    );

    expect(files.FirstCitizens.FileName).toBe(`HOAValidation-FirstBank-FirstCitizens-${today}.txt`);
    const fc = lines('FirstCitizens');
    expect(fc.map((l) => l.length)).toEqual([130, 130, 130, 130]);
    expect(fc[0]).toMatch(new RegExp(`^H${compact}\\d{4}\\d{10}`));
    expect(fc[1]).toMatch(
      /^DLB-1001 {3}000123456789 {5}A-001 {15}.{35}100 OAK STREET {21}\+00000025000$/,
    );
    expect(fc[2]?.slice(118)).toBe('+00000000000');
    expect(fc[3]?.slice(0, 24)).toBe('T000000002+0000000025000');

    expect(lines('Alliance')[1]).toMatch(
      /^"[^"]*","LB-1001","A-001","Owner1 Home001","100 Oak Street","Springfield","AL","07081","250\.00","DUE","\d\d\/\d\d\/\d{4}"$/,
    );

    const pp = lines('PacificPremier');
    expect(pp.map((l) => l[0]).join('')).toBe('156689');
    expect(pp[4]?.slice(0, 31)).toBe('8LB-1001   000002000000025000  ');

    expect(files.PacificWestern.FileName).toMatch(/-PacificWestern-.*\.tsv$/);
    expect(lines('PacificWestern')[1]).toMatch(
      new RegExp(
        `^LB-1001\\t000123456789\\t[^\\t]*\\tA-001\\t[^\\t]+\\t100 Oak Street\\tSpringfield\\tAL\\t07081\\t250\\.00\\t${compact}$`,
      ),
    );

    expect(files.PacificWesternLegacy.Content).not.toContain('\r');
    expect(lines('PacificWesternLegacy').map((l) => l.slice(0, 25))).toEqual([
      'LB-1001   A-001          ',
      'LB-1001   A-002          ',
    ]);

    const dues = lines('DuesPayment');
    expect(dues[0]).toMatch(
      new RegExp(`^H\\|DUESPAYMENT\\|VALIDATION\\|${compact}\\|\\d{4}\\|${w.bankId}\\|`),
    );
    expect(dues[1]).toMatch(
      /^D\|LB-1001\|000123456789\|[^|]*\|A-001\|[^|]+\|100 Oak Street\|Springfield\|AL\|07081\|25000$/,
    );
    expect(dues[3]).toBe('T|2|25000');

    const ub = lines('UnionBank');
    expect(ub.map((l) => l.length)).toEqual([110, 110, 110, 110]);
    expect(ub[1]?.slice(100)).toBe('000002500{');
    expect(ub[3]?.slice(0, 25)).toBe('9900000004' + '00000000002500{');

    expect(lines('UnionBankNew')[1]).toMatch(
      new RegExp(
        `^LB-1001,000123456789,.*,A-001,.+,100 Oak Street,Springfield,AL,07081,250\\.00,0\\.00,${today}$`,
      ),
    );

    const log = await api(w.token, B.GetBankLog, { query: { bankId: w.bankId, feature: 3 } });
    expect(log.body.map((l) => l.Message)).toEqual(
      expect.arrayContaining([
        'First Citizens validation file exported: 2 owners of 1 lockbox account(s).',
        'Union Bank New validation file exported: 2 owners of 1 lockbox account(s).',
      ]),
    );
  });

  it('refuses an empty selection, accounts without a lockbox id and ids too long for the layout', async () => {
    const w = await world('LOCKBOX-0000012345');
    const none = {
      ...w.selection,
      Candidates: [
        {
          CommunityId: w.communityId,
          Accounts: [{ AccountId: w.bankAccountId, IsSelected: false }],
        },
      ],
    };
    for (const layout of layouts) {
      const empty = await api(w.token, calls[layout], { body: none });
      expect(empty.status).toBe(400);
      expect(empty.errorMessage).toBe('Select at least one community with at least one account.');
    }
    const long = await api(w.token, B.ExportHOAvalidationFile, { body: w.selection });
    expect(long.status).toBe(400);
    expect(long.errorCode).toBe('ValidationFileFieldTooLong');
    expect(long.errorMessage).toBe(
      'Lockbox ID LOCKBOX-0000012345 does not fit the First Citizens validation file (10 characters).',
    );
    // The delimited layouts carry it whole.
    const dues = await api(w.token, B.ExportDuesPaymentValidationFile, { body: w.selection });
    expect(dues.body.Content).toContain('|LOCKBOX-0000012345|');

    await api(w.token, B.SaveLockboxAccountsSettings, {
      body: { bankAccountsSettings: [{ BankAccountId: w.bankAccountId, LockboxId: null }] },
    });
    for (const layout of layouts) {
      const noId = await api(w.token, calls[layout], { body: w.selection });
      expect(noId.status).toBe(400);
      expect(noId.errorMessage).toBe('None of the associated Bank Accounts have a Lockbox ID');
    }
  });

  it('needs the bank claim and refuses another company’s bank and accounts', async () => {
    const w = await world();
    const other = await world('LB-9009');
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    const nobodyToken = await signIn(h.app, nobody.userName);
    for (const layout of layouts) {
      expect((await api(nobodyToken, calls[layout], { body: w.selection })).status).toBe(403);
      // Another company's bank is not found.
      expect((await api(w.token, calls[layout], { body: other.selection })).status).toBe(404);
      // Another company's community has no lockbox account the caller can see at this bank.
      const foreign = await api(w.token, calls[layout], {
        body: { BankId: w.bankId, Candidates: other.selection.Candidates },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.errorMessage).toBe(
        "The selected community doesn't has a bank account with valid LockBox Id",
      );
      // Another company's account in the caller's community is refused.
      const account = await api(w.token, calls[layout], {
        body: {
          BankId: w.bankId,
          Candidates: [
            { CommunityId: w.communityId, Accounts: [{ AccountId: other.bankAccountId }] },
          ],
        },
      });
      expect(account.status).toBe(400);
      expect(account.errorMessage).toBe(
        `Bank account ${other.bankAccountId} has no Lockbox ID at this bank.`,
      );
    }
  });
});
