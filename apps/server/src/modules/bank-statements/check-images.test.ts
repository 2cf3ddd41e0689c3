import { zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { DefaultMaxUploadBytes } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import {
  fetchFile,
  SampleFiles,
  storedFiles,
  uploadFile,
  useAppWithFiles,
  type FilesHarness,
} from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { payablesWorld } from '../../../test/payables-factories';
import { insertStatement } from '../../../test/reconciliation-factories';

const B = contract.bankStatements;
const tiff = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0, 0, 0, 0, 0, 0]);
const zip = (entries: Zippable) => Buffer.from(zipSync(entries, { level: 6 }));

/** An account whose statement has checks 1001 and 1002 and a deposit. */
async function accountWithChecks(h: FilesHarness) {
  const w = await payablesWorld(h);
  const { transactionIds } = await insertStatement(w, w.bankAccountId, {
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    openingCents: 100_000,
    lines: [
      { date: '2026-03-05', amountCents: -25_000, checkNumber: '1001' },
      { date: '2026-03-09', amountCents: -12_050, checkNumber: '0001002' },
      { date: '2026-03-12', amountCents: 40_000, description: 'Owner deposit' },
    ],
  });
  const [check1001 = 0, check1002 = 0] = transactionIds;
  const send = (fileName: string, bytes: Buffer, token = w.token) =>
    uploadFile(
      h.app,
      B.UploadCheckImages,
      { BankAccountId: w.bankAccountId },
      { fileName, bytes, contentType: 'application/zip' },
      token,
    );
  const rows = async () =>
    (
      await callApi(
        h.app,
        B.GetBankStatement,
        { query: { bankAccountId: w.bankAccountId, skip: 0, take: 50 } },
        w.token,
      )
    ).body.Transactions.map((t) => [t.CheckNumber, t.HasCheckImage, t.CheckImageUrl]);
  return { w, check1001, check1002, send, rows };
}

describe.each(testDatabases())('check image zips on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  it('attaches the images of a zip by the check numbers they are named by', async () => {
    const { w, check1001, check1002, send, rows } = await accountWithChecks(h);
    const uploaded = await send(
      'march-checks.zip',
      zip({
        '1001.png': SampleFiles.png,
        images: { '001002.tif': tiff, '.DS_Store': Buffer.from('x') },
        __MACOSX: { images: { '._001002.tif': Buffer.from('resource fork') } },
        '9999.jpg': SampleFiles.jpg,
        'front.gif': SampleFiles.gif,
      }),
    );
    expect(uploaded.errorMessage).toBeUndefined();
    expect(uploaded.body).toEqual({
      Attached: 2,
      Matched: ['1001.png', 'images/001002.tif'],
      Unmatched: ['9999.jpg', 'front.gif'],
    });
    expect(await storedFiles(h.filesRoot, w.companyId)).toHaveLength(2);
    const apImage = (id: number) => `/api/SmartBanking/GetAPCheckImage?bankTransactionId=${id}`;
    expect(await rows()).toEqual([
      ['1001', true, apImage(check1001)],
      ['0001002', true, apImage(check1002)],
      [null, false, null],
    ]);
    const png = await fetchFile(h.app, apImage(check1001), w.token);
    expect(png.status).toBe(200);
    expect(png.contentType).toBe('image/png');
    expect(png.bytes.equals(SampleFiles.png)).toBe(true);
    const tif = await fetchFile(h.app, apImage(check1002), w.token);
    expect(tif.contentType).toBe('image/tiff');
    expect(tif.bytes.equals(tiff)).toBe(true);

    // A new image of check 1001 replaces the old one, whose file goes.
    const again = await send('1001.gif', SampleFiles.gif);
    expect(again.body).toEqual({ Attached: 1, Matched: ['1001.gif'], Unmatched: [] });
    expect(await storedFiles(h.filesRoot, w.companyId)).toHaveLength(2);
    const gif = await fetchFile(h.app, apImage(check1001), w.token);
    expect(gif.contentType).toBe('image/gif');
    // A zip of images no transaction has stores nothing.
    const none = await send('other.zip', zip({ '4242.png': SampleFiles.png }));
    expect(none.body).toEqual({ Attached: 0, Matched: [], Unmatched: ['4242.png'] });
    expect(await storedFiles(h.filesRoot, w.companyId)).toHaveLength(2);
  });

  it('refuses the whole zip for a file of another type renamed, or one over the size cap', async () => {
    const { w, send, rows } = await accountWithChecks(h);
    const renamed = await send(
      'checks.zip',
      zip({ '1001.png': SampleFiles.png, '1002.png': SampleFiles.pdf }),
    );
    expect(renamed.status).toBe(415);
    expect(renamed.errorMessage).toBe(
      '1002.png: Files of this type: application/pdf are not allowed.',
    );
    const program = await send('checks.zip', zip({ 'scans/1002.jpg': SampleFiles.elf }));
    expect(program.status).toBe(415);
    expect(program.errorMessage).toMatch(
      /^scans\/1002\.jpg: Files of this type: .+ are not allowed\.$/,
    );
    const large = await send(
      'checks.zip',
      zip({
        '1001.png': SampleFiles.png,
        '1002.tif': [new Uint8Array(DefaultMaxUploadBytes + 1), { level: 1 }],
      }),
    );
    expect(large.status).toBe(413);
    expect(large.errorMessage).toBe('1002.tif: Only files less than 25MB are allowed.');
    expect(await storedFiles(h.filesRoot, w.companyId)).toEqual([]);
    expect((await rows()).map(([, has]) => has)).toEqual([false, false, false]);
  });

  it('refuses what is no zip or image, an unreadable zip and two images of one check', async () => {
    const { w, send } = await accountWithChecks(h);
    const csv = await send('1001.csv', SampleFiles.csv);
    expect(csv.status).toBe(415);
    expect(csv.errorMessage).toBe(
      '1001.csv: Upload a zip of check images, or one check image (PNG, JPEG, GIF or TIFF).',
    );
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    expect((await send('broken.zip', broken)).errorMessage).toBe('The zip file could not be read.');
    const empty = await send('empty.zip', zip({ 'images/.keep': Buffer.from('') }));
    expect(empty.errorMessage).toBe('The zip file holds no files.');
    const twice = await send(
      'checks.zip',
      zip({ '1001.png': SampleFiles.png, 'back/001001.png': SampleFiles.png }),
    );
    expect(twice.status).toBe(400);
    expect(twice.errorMessage).toBe(
      'back/001001.png: 1001.png is already the image of check 1001.',
    );
    expect(await storedFiles(h.filesRoot, w.companyId)).toEqual([]);
  });

  it('refuses callers without the bank claim (403) and other companies (404)', async () => {
    const { w, send } = await accountWithChecks(h);
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arlockbox')],
    });
    const images = zip({ '1001.png': SampleFiles.png });
    expect((await send('c.zip', images, await signIn(h.app, reader.userName))).status).toBe(403);
    const other = await createTestCompany(h.database);
    expect((await send('c.zip', images, await signIn(h.app, other.admin.userName))).status).toBe(
      404,
    );
    expect(await storedFiles(h.filesRoot, w.companyId)).toEqual([]);
  });
});
