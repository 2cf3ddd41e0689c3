import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { addresses } from '@hoa/db';
import {
  AddressTypeId,
  AgentTypeId,
  DeliveryMethodId,
  LetterFormatId,
  StatusId,
  TemplateTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { fetchFile } from '../../../test/attachments-factories';
import { templateDocx, uploadTemplate } from '../../../test/communications-factories';
import { pdfText } from '../../../test/coupon-factories';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { setUpReceivables } from '../../../test/receivable-factories';

const m = contract.messageBatches;
const t = contract.templates;

// Letter scopes (issue 19: "one owner per letter or one per mailing address (all primary owner
// addresses, all owners of a property, the current renter, as the callers ask)") and the
// company's letter format (GetTemplateFormatSetting).
describe.each(testDatabases())('letter scopes and the letter format on $name', (testDb) => {
  const h = useApp(testDb);

  /** Two homes: Pat Prime (a second address at the beach), co-owner Cory, renter Rita; Sam. */
  async function household() {
    const company = await createTestCompany(h.database);
    const communityId = company.communityIds[0] ?? 0;
    const w = await setUpReceivables(h.database, company.companyId, communityId, [
      {
        accountNumber: 'A-001',
        streetNumber: '12',
        streetName: 'Elm Street',
        people: [
          { firstName: 'Pat', lastName: 'Prime', email: 'pat@example.com' },
          { firstName: 'Cory', lastName: 'Coowner' },
          {
            agentTypeId: AgentTypeId.Renter,
            firstName: 'Rita',
            lastName: 'Renter',
            email: 'rita@example.com',
          },
        ],
      },
      {
        accountNumber: 'A-002',
        streetNumber: '14',
        streetName: 'Elm Street',
        people: [{ firstName: 'Sam', lastName: 'Single' }],
      },
    ]);
    const [pat, sam] = w.homes;
    await h.database.withTenant({ companyId: company.companyId, userId: null }, (tx) =>
      tx.insert(addresses).values({
        companyId: company.companyId,
        agentId: pat?.ownerId ?? 0,
        addressTypeId: AddressTypeId.Other,
        streetNumber: '9',
        streetName: 'Beach Road',
        city: 'Cape May',
        stateId: 1,
        postalCode: '08204',
      }),
    );
    const token = await signIn(h.app, company.admin.userName);
    const up = await uploadTemplate(
      h.app,
      token,
      { TopsTemplateTypeId: TemplateTypeId.Letter },
      {
        fileName: 'Scope letter.docx',
        bytes: await templateDocx(['Dear {OwnerName},', 'Account {AccountNumber}.']),
      },
    );
    const templateId = up.body.Template.TopsTemplateId;
    await callApi(
      h.app,
      t.LinkTemplateToCommunity,
      { body: { templateIds: [templateId], communityAgentId: communityId } },
      token,
    );
    return {
      company,
      communityId,
      token,
      templateId,
      owners: [pat?.ownerId ?? 0, sam?.ownerId ?? 0],
    };
  }

  it('sends the owner’s letter to each address of theirs, the other owner and the renter', async () => {
    const w = await household();
    const accrued = await callApi(
      h.app,
      m.AccrueMessageBatch,
      {
        body: {
          communityAgentId: w.communityId,
          topsTemplateId: w.templateId,
          deliveryMethodId: DeliveryMethodId.Print,
          ownerAgentIds: w.owners,
          subject: 'Every address',
          isGeneratingLettersForAllPrimaryOwnerAddresses: true,
          isGeneratingLettersForAllOwnersInProperty: true,
          isGeneratingLettersForCurrentRenterAtMailingAddress: true,
        },
      },
      w.token,
    );
    expect(accrued.status).toBe(200);
    const id = accrued.body.TopsItemId;
    const list = await callApi(
      h.app,
      m.GetMessageBatchRecipients,
      { query: { messageBatchItemId: id } },
      w.token,
    );
    // By name. The renter's letter is a copy of the owner's: print needs no owner of its own.
    expect(
      list.body.Recipients.map((r) => [r.Name, r.TopsAgentTypeId, r.isValid, r.validationError]),
    ).toEqual([
      ['Cory Coowner', AgentTypeId.Owner, true, null],
      ['Pat Prime', AgentTypeId.PrimaryOwner, true, null],
      ['Pat Prime', AgentTypeId.PrimaryOwner, true, null],
      ['Rita Renter', AgentTypeId.Renter, true, null],
      ['Sam Single', AgentTypeId.PrimaryOwner, true, null],
    ]);

    // By email: the co-owner and Sam have no address; Pat's second letter goes to Pat's email.
    const byEmail = await callApi(
      h.app,
      m.UpdateMessageBatch,
      {
        body: {
          messageBatchItemId: id,
          deliveryMethodId: DeliveryMethodId.Email,
          topsTemplateId: w.templateId,
          subject: 'Every address',
        },
      },
      w.token,
    );
    expect(byEmail.status).toBe(200);
    const again = await callApi(
      h.app,
      m.GetMessageBatchRecipients,
      { query: { messageBatchItemId: id } },
      w.token,
    );
    expect(again.body.Recipients.map((r) => [r.Name, r.EmailAddress, r.validationError])).toEqual([
      ['Cory Coowner', null, 'Email Address Required'],
      ['Pat Prime', 'pat@example.com', null],
      ['Pat Prime', 'pat@example.com', null],
      ['Rita Renter', 'rita@example.com', null],
      ['Sam Single', null, 'Email Address Required'],
    ]);
    await callApi(
      h.app,
      m.UpdateMessageBatch,
      {
        body: {
          messageBatchItemId: id,
          deliveryMethodId: DeliveryMethodId.Print,
          topsTemplateId: w.templateId,
          subject: 'Every address',
        },
      },
      w.token,
    );

    const released = await callApi(
      h.app,
      m.ReleaseMessageBatch,
      { body: { messageBatchItemId: id } },
      w.token,
    );
    expect(released.body).toMatchObject({ TopsStatusId: StatusId.Complete, ProgressDone: 5 });
    expect(released.body.PrintOrder).toMatchObject({ Letters: 5 });
    const print = await fetchFile(
      h.app,
      `${m.DownloadPrintFile.path}?messageBatchItemId=${id}`,
      w.token,
    );
    const text = pdfText(print.bytes).replace(/[ \t]+/g, ' ');
    // Pat's letter at home, at the beach and (a copy) to the renter; Cory's own; Sam's.
    expect(text.match(/Dear Pat Prime,/g)).toHaveLength(3);
    expect(text.match(/Dear Cory Coowner,/g)).toHaveLength(1);
    expect(text.match(/Dear Sam Single,/g)).toHaveLength(1);
    expect(text).toContain('9 Beach Road');
    expect(text).toContain('Cape May');
    expect(text).toContain('Rita Renter');
  });

  it('prints the return address for double-window envelopes and leaves it off for single-window ones', async () => {
    const w = await household();
    const setting = await callApi(h.app, t.GetTemplateFormatSetting, {}, w.token);
    expect(setting.body.LetterFormat.LetterFormatId).toBe(LetterFormatId.DoubleWindow);
    expect(setting.body.Formats.map((f) => f.LetterFormatId)).toEqual([1, 2]);
    const accrued = await callApi(
      h.app,
      m.AccrueMessageBatch,
      {
        body: {
          communityAgentId: w.communityId,
          topsTemplateId: w.templateId,
          deliveryMethodId: DeliveryMethodId.Print,
          ownerAgentIds: w.owners.slice(1),
          subject: 'Format',
        },
      },
      w.token,
    );
    const samples = () =>
      fetchFile(
        h.app,
        `${m.GetSampleLetters.path}?messageBatchItemId=${accrued.body.TopsItemId}`,
        w.token,
      );
    const returnLine = 'c/o Test Co';
    expect(pdfText((await samples()).bytes)).toContain(returnLine);

    const saved = await callApi(
      h.app,
      t.SaveTemplateFormatSetting,
      { body: { LetterFormatId: LetterFormatId.SingleWindow } },
      w.token,
    );
    expect(saved.body.LetterFormat).toMatchObject({
      LetterFormatId: LetterFormatId.SingleWindow,
      PrintsReturnAddress: false,
    });
    const single = pdfText((await samples()).bytes);
    expect(single).not.toContain(returnLine);
    expect(single).toContain('Dear Sam Single,');
    const bad = await callApi(
      h.app,
      t.SaveTemplateFormatSetting,
      { body: { LetterFormatId: 7 } },
      w.token,
    );
    expect(bad.status).toBe(400);

    // The setting is the company's: another company keeps the default.
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const theirs = await callApi(h.app, t.GetTemplateFormatSetting, {}, otherToken);
    expect(theirs.body.LetterFormat.LetterFormatId).toBe(LetterFormatId.DoubleWindow);
  });
});
