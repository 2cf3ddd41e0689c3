import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { Messages, SignatureMessages, type ClaimGrant } from '@hoa/domain';
import { queryRows, sql } from '@hoa/db';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { transferWorld, type TransferWorld } from '../../../test/funds-transfer-factories';
import { buildApp } from '../../app';
import type { FileStore } from '../../files/file-store';
import { LocalFileStore } from '../../files/local-file-store';

const S = contract.signatures;

/** A 60×16 PNG signature. */
const png =
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAQCAAAAABv+UPjAAAAZ0lEQVR4nK2TUQ4AEQxE3/0vbSMhSzvDiu1PyZsh1aJcBP+aqSGlCSQZGLcAUQXGrQBJ0nL2TlmYXxTdEoQiOAK4kywYNiwuk6KptrGa+AAW0M19nduzB4vWli/gZKgEceO8AVe/6gHdoQkiKX0N5wAAAABJRU5ErkJggg==';
const pngBytes = Buffer.from(png, 'base64');
/** A JPEG by its magic bytes (the server types images by them alone). */
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString(
  'base64',
);

describe.each(testDatabases())('signatures on $name', (testDb) => {
  const h = useApp(testDb);

  const create = (w: TransferWorld, Name: string, Image = png, token = w.token) =>
    callApi(h.app, S.CreateSignature, { body: { Name, Image } }, token);

  const authorized = async (w: TransferWorld, bankAccountId: number, token = w.token) =>
    (
      await callApi(
        h.app,
        S.GetBankAccountAuthorizedSignatures,
        { query: { bankAccountId } },
        token,
      )
    ).body;

  /** A signed-in user of the world's company, on its first community only. */
  const userToken = async (w: TransferWorld, grants: ClaimGrant[]) =>
    signIn(
      h.app,
      (await addUser(h.database, w.companyId, { communityIds: [w.communityId], grants })).userName,
    );

  const names = async (w: TransferWorld, token = w.token) =>
    (await callApi(h.app, S.GetSignatures, {}, token)).body.map((s) => s.Name);

  it('creates a signature from a PNG or JPEG image and refuses anything else', async () => {
    const w = await transferWorld(h);
    const made = await create(w, '  Treasurer  ', `data:image/png;base64,${png}`);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      Name: 'Treasurer',
      ContentType: 'image/png',
      SizeBytes: pngBytes.length,
      Usage: [],
    });
    const photo = await create(w, 'Scanned', jpeg);
    expect(photo.body.ContentType).toBe('image/jpeg');
    const one = await callApi(
      h.app,
      S.GetSignature,
      { query: { signatureId: made.body.SignatureId } },
      w.token,
    );
    expect(one.body.ImageDataUrl).toBe(`data:image/png;base64,${png}`);
    expect(await names(w)).toEqual(['Scanned', 'Treasurer']);

    const gif = await create(w, 'Gif', Buffer.from('GIF89a-not-allowed').toString('base64'));
    expect(gif.status).toBe(415);
    expect(gif.errorMessage).toBe(SignatureMessages.imageRequired);
    const text = await create(w, 'Text', 'not base64 at all!');
    expect(text.status).toBe(400);
    expect(text.errorMessage).toBe(SignatureMessages.imageRequired);
    const huge = Buffer.concat([pngBytes, Buffer.alloc(700_001)]).toString('base64');
    const tooLarge = await create(w, 'Huge', huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.errorMessage).toBe(SignatureMessages.imageTooLarge);
    expect((await create(w, '   ')).status).toBe(400);
    expect((await create(w, 'x'.repeat(101))).status).toBe(400);
    expect(await names(w)).toEqual(['Scanned', 'Treasurer']);
  });

  it('creates and assigns in one call, sets signatures 1 and 2 per bank account, lists the usage', async () => {
    const w = await transferWorld(h);
    const treasurer = await callApi(
      h.app,
      S.CreateSignatureAndAssignToBankAccount,
      {
        body: {
          Name: 'Treasurer',
          Image: png,
          BankAccountId: w.bankAccountId,
          AuthorizedSignatureNumber: 2,
        },
      },
      w.token,
    );
    expect(treasurer.status).toBe(200);
    expect(treasurer.body.Usage).toEqual([
      {
        AuthorizedSignatureNumber: 2,
        BankAccountId: w.bankAccountId,
        CommunityAgentId: w.communityId,
        CommunityName: expect.any(String) as string,
        AccountName: 'Operating',
      },
    ]);
    expect(await authorized(w, w.bankAccountId)).toEqual({
      BankAccountId: w.bankAccountId,
      Signature1Id: null,
      Signature1Name: null,
      Signature2Id: treasurer.body.SignatureId,
      Signature2Name: 'Treasurer',
    });
    const three = await callApi(
      h.app,
      S.CreateSignatureAndAssignToBankAccount,
      {
        body: {
          Name: 'Third',
          Image: png,
          BankAccountId: w.bankAccountId,
          AuthorizedSignatureNumber: 3 as 1,
        },
      },
      w.token,
    );
    expect(three.status).toBe(400);

    // Signatures 1 and 2 of both accounts: the treasurer signs first on the reserve account.
    const president = await create(w, 'President');
    const save = (bankAccountId: number, one: number | null, two: number | null) =>
      callApi(
        h.app,
        S.SaveBankAccountAuthorizedSignatures,
        { body: { BankAccountId: bankAccountId, Signature1Id: one, Signature2Id: two } },
        w.token,
      );
    const operating = await save(
      w.bankAccountId,
      president.body.SignatureId,
      treasurer.body.SignatureId,
    );
    expect(operating.body).toMatchObject({
      Signature1Name: 'President',
      Signature2Name: 'Treasurer',
    });
    await save(w.reserveBankAccountId, treasurer.body.SignatureId, null);
    expect(await authorized(w, w.reserveBankAccountId)).toMatchObject({
      Signature1Name: 'Treasurer',
      Signature2Id: null,
    });
    const index = await callApi(h.app, S.GetSignaturesIndex, { query: {} }, w.token);
    expect(index.body.Total).toBe(2);
    expect(
      index.body.Rows.map((r) => [
        r.Name,
        r.Usage.map((u) => [u.AccountName, u.AuthorizedSignatureNumber]),
      ]),
    ).toEqual([
      ['President', [['Operating', 1]]],
      [
        'Treasurer',
        [
          ['Operating', 2],
          ['Reserve', 1],
        ],
      ],
    ]);
    const found = await callApi(
      h.app,
      S.GetSignaturesIndex,
      { query: { search: 'treas' } },
      w.token,
    );
    expect(found.body.Rows.map((r) => r.Name)).toEqual(['Treasurer']);
    const wildcard = await callApi(
      h.app,
      S.GetSignaturesIndex,
      { query: { search: '%' } },
      w.token,
    );
    expect(wildcard.body.Total).toBe(0);

    // Null clears one signature and keeps the other.
    const cleared = await save(w.bankAccountId, null, treasurer.body.SignatureId);
    expect(cleared.body).toMatchObject({ Signature1Id: null, Signature2Name: 'Treasurer' });
    const presidentNow = await callApi(
      h.app,
      S.GetSignature,
      { query: { signatureId: president.body.SignatureId } },
      w.token,
    );
    expect(presidentNow.body.Usage).toEqual([]);
  });

  it('edits a signature: renames it and replaces its image', async () => {
    const w = await transferWorld(h);
    const made = await create(w, 'Treasurer');
    const edit = (Name: string, Image: string | null = null) =>
      callApi(
        h.app,
        S.SaveSignature,
        { body: { SignatureId: made.body.SignatureId, Name, Image } },
        w.token,
      );
    const renamed = await edit('Board Treasurer');
    expect(renamed.body).toMatchObject({ Name: 'Board Treasurer', ContentType: 'image/png' });
    const replaced = await edit('Board Treasurer', jpeg);
    expect(replaced.body).toMatchObject({ ContentType: 'image/jpeg', SizeBytes: 12 });
    const one = await callApi(
      h.app,
      S.GetSignature,
      { query: { signatureId: made.body.SignatureId } },
      w.token,
    );
    expect(one.body.ImageDataUrl).toBe(`data:image/jpeg;base64,${jpeg}`);
    expect((await edit('Bad image', 'R0lGODlh')).status).toBe(415);
    expect((await edit('')).status).toBe(400);
    const missing = await callApi(
      h.app,
      S.SaveSignature,
      { body: { SignatureId: made.body.SignatureId + 1_000_000, Name: 'Nobody' } },
      w.token,
    );
    expect(missing.status).toBe(404);
  });

  it('deletes one signature and many, with their bank-account assignments', async () => {
    const w = await transferWorld(h);
    const [a, b, c] = [await create(w, 'A'), await create(w, 'B'), await create(w, 'C')];
    await callApi(
      h.app,
      S.SaveBankAccountAuthorizedSignatures,
      {
        body: {
          BankAccountId: w.bankAccountId,
          Signature1Id: a.body.SignatureId,
          Signature2Id: b.body.SignatureId,
        },
      },
      w.token,
    );
    const deleted = await callApi(
      h.app,
      S.DeleteSignature,
      { params: { id: a.body.SignatureId } },
      w.token,
    );
    expect(deleted.body).toEqual({ success: true });
    expect(await authorized(w, w.bankAccountId)).toMatchObject({
      Signature1Id: null,
      Signature2Name: 'B',
    });
    const gone = await callApi(
      h.app,
      S.GetSignature,
      { query: { signatureId: a.body.SignatureId } },
      w.token,
    );
    expect(gone.status).toBe(404);
    const again = await callApi(
      h.app,
      S.DeleteSignature,
      { params: { id: a.body.SignatureId } },
      w.token,
    );
    expect(again.status).toBe(404);

    const many = await callApi(
      h.app,
      S.DeleteMultipleSignatures,
      { body: { SignatureIds: [a.body.SignatureId, b.body.SignatureId, c.body.SignatureId] } },
      w.token,
    );
    expect(many.body).toEqual({ Deleted: 2 });
    expect(await names(w)).toEqual([]);
    expect(await authorized(w, w.bankAccountId)).toMatchObject({
      Signature1Id: null,
      Signature2Id: null,
    });
    const none = await callApi(
      h.app,
      S.DeleteMultipleSignatures,
      { body: { SignatureIds: [] } },
      w.token,
    );
    expect(none.status).toBe(400);
  });

  it('refuses callers without the bank claim or its level (403)', async () => {
    const w = await transferWorld(h);
    const made = await create(w, 'Treasurer');
    const id = made.body.SignatureId;
    const reader = await userToken(w, [
      { Claim: 'bank', CanCreate: false, CanRead: true, CanUpdate: false, CanDelete: false },
    ]);
    const clerk = await userToken(w, [fullGrant('apinvoice')]);
    // Reading needs bank read.
    expect(await names(w, reader)).toEqual(['Treasurer']);
    expect((await callApi(h.app, S.GetSignatures, {}, clerk)).status).toBe(403);
    expect(
      (await callApi(h.app, S.GetSignature, { query: { signatureId: id } }, clerk)).status,
    ).toBe(403);
    expect((await callApi(h.app, S.GetSignaturesIndex, { query: {} }, clerk)).status).toBe(403);
    expect(
      (
        await callApi(
          h.app,
          S.GetBankAccountAuthorizedSignatures,
          { query: { bankAccountId: w.bankAccountId } },
          clerk,
        )
      ).status,
    ).toBe(403);
    // Writing needs create, update or delete.
    expect((await create(w, 'Clerk', png, reader)).status).toBe(403);
    const refused = [
      await callApi(
        h.app,
        S.CreateSignatureAndAssignToBankAccount,
        {
          body: {
            Name: 'Clerk',
            Image: png,
            BankAccountId: w.bankAccountId,
            AuthorizedSignatureNumber: 1,
          },
        },
        reader,
      ),
      await callApi(
        h.app,
        S.SaveSignature,
        { body: { SignatureId: id, Name: 'Renamed', Image: null } },
        reader,
      ),
      await callApi(
        h.app,
        S.SaveBankAccountAuthorizedSignatures,
        { body: { BankAccountId: w.bankAccountId, Signature1Id: id, Signature2Id: null } },
        reader,
      ),
      await callApi(h.app, S.DeleteSignature, { params: { id } }, reader),
      await callApi(h.app, S.DeleteMultipleSignatures, { body: { SignatureIds: [id] } }, reader),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await names(w)).toEqual(['Treasurer']);
    expect(await authorized(w, w.bankAccountId)).toMatchObject({
      Signature1Id: null,
      Signature2Id: null,
    });
  });

  it('keeps other companies’ signatures and bank accounts out of reach (404)', async () => {
    const w = await transferWorld(h);
    const theirs = await transferWorld(h);
    const their = await create(theirs, 'Their treasurer');
    const mine = await create(w, 'My treasurer');
    const theirId = their.body.SignatureId;
    expect(await names(w)).toEqual(['My treasurer']);
    expect(
      (await callApi(h.app, S.GetSignature, { query: { signatureId: theirId } }, w.token)).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          S.SaveSignature,
          { body: { SignatureId: theirId, Name: 'Taken', Image: null } },
          w.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await callApi(h.app, S.DeleteSignature, { params: { id: theirId } }, w.token)).status,
    ).toBe(404);
    const many = await callApi(
      h.app,
      S.DeleteMultipleSignatures,
      { body: { SignatureIds: [theirId] } },
      w.token,
    );
    expect(many.body).toEqual({ Deleted: 0 });
    // Their bank account, or their signature on mine.
    expect(await authorizedStatus(theirs.bankAccountId)).toBe(404);
    const onTheirs = await callApi(
      h.app,
      S.SaveBankAccountAuthorizedSignatures,
      {
        body: {
          BankAccountId: theirs.bankAccountId,
          Signature1Id: mine.body.SignatureId,
          Signature2Id: null,
        },
      },
      w.token,
    );
    expect(onTheirs.status).toBe(404);
    const theirsOnMine = await callApi(
      h.app,
      S.SaveBankAccountAuthorizedSignatures,
      { body: { BankAccountId: w.bankAccountId, Signature1Id: theirId, Signature2Id: null } },
      w.token,
    );
    expect(theirsOnMine.status).toBe(404);
    const assignToTheirs = await callApi(
      h.app,
      S.CreateSignatureAndAssignToBankAccount,
      {
        body: {
          Name: 'Intruder',
          Image: png,
          BankAccountId: theirs.bankAccountId,
          AuthorizedSignatureNumber: 1,
        },
      },
      w.token,
    );
    expect(assignToTheirs.status).toBe(404);
    expect(await names(w)).toEqual(['My treasurer']);
    // Their signature is untouched.
    expect(await names(theirs)).toEqual(['Their treasurer']);
    expect(await authorized(theirs, theirs.bankAccountId)).toMatchObject({ Signature1Id: null });

    // A bank account of the company's community not on the caller's list: refused by name.
    const limited = await userToken(w, [fullGrant('bank')]);
    const offList = await callApi(
      h.app,
      S.GetBankAccountAuthorizedSignatures,
      { query: { bankAccountId: w.otherCommunityBankAccountId } },
      limited,
    );
    expect(offList.status).toBe(403);
    expect(offList.errorMessage).toBe(Messages.communityNotOnList);

    async function authorizedStatus(bankAccountId: number) {
      return (
        await callApi(
          h.app,
          S.GetBankAccountAuthorizedSignatures,
          { query: { bankAccountId } },
          w.token,
        )
      ).status;
    }
  });
  it('removes a replaced or deleted image only once its change has committed', async () => {
    const w = await transferWorld(h);
    const local = new LocalFileStore(await mkdtemp(path.join(tmpdir(), 'signatures-')));
    // Whether a signature still names the file when it is removed, read in a transaction of its
    // own: inside the request's transaction the removal would see the row it is about to lose.
    const referencedAtRemoval: boolean[] = [];
    const store: FileStore = {
      kind: 'local',
      put: (key, body) => local.put(key, body),
      get: (key) => local.get(key),
      delete: async (key) => {
        const [row] = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
          queryRows<{ referenced: boolean }>(
            tx,
            sql`select exists (select 1 from signatures where storage_key = ${key}) as referenced`,
          ),
        );
        referencedAtRemoval.push(row?.referenced ?? true);
        await local.delete(key);
      },
    };
    const app = await buildApp({ database: h.database, fileStore: store });
    try {
      const made = await callApi(
        app,
        S.CreateSignature,
        { body: { Name: 'Clerk', Image: png } },
        w.token,
      );
      const replaced = await callApi(
        app,
        S.SaveSignature,
        { body: { SignatureId: made.body.SignatureId, Name: 'Clerk', Image: jpeg } },
        w.token,
      );
      expect(replaced.status).toBe(200);
      const deleted = await callApi(
        app,
        S.DeleteSignature,
        { params: { id: made.body.SignatureId } },
        w.token,
      );
      expect(deleted.body).toEqual({ success: true });
      expect(referencedAtRemoval).toEqual([false, false]);
    } finally {
      await app.close();
    }
  });
});
