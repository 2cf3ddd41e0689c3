import { contract, type CreateArchitecturalRequestInput } from '@hoa/contract';
import { contacts, inArray, queryRows, sql } from '@hoa/db';
import { localDay } from '@hoa/domain';
import type { Harness } from './app-harness';
import { architecturalWorld } from './architectural-factories';
import { fetchFile, SampleFiles, uploadFile } from './attachments-factories';
import { ok } from './community-setup-factories';
import { insertHome } from './custom-fields-factories';
import { addUser, fullGrant } from './factories';
import { signIn } from './api';
import { reportPdfText } from './reports-factories';

/**
 * An architectural world ready for requests: a home with its owner, an architectural committee
 * of two members with addresses (member1@…, member2@…), an internal approver (a user of the
 * community holding servicerequests), the ARC process 'Standard review' (Received with the default
 * ARC letter, then Reminder without a letter) on the FENCE code, and architectural settings asking
 * 1 internal and 2 committee approvals with the default ARC letter for both decisions.
 */
export async function architecturalRequestWorld(h: Harness, procedure = '') {
  const w = await architecturalWorld(h);
  const { companyId } = w.company;
  const tag = String(companyId);
  const home = await insertHome(h.database, companyId, w.communityId, `ARC-${tag}`, {
    StreetNumber: '12',
    StreetName: 'Cedar Lane',
    City: 'Springfield',
    StateId: 1,
    PostalCode: '62701',
  });
  await w.architecturalCommittee(2);
  const members = [`member1-${tag}@example.com`, `member2-${tag}@example.com`];
  await h.database.withTenant({ companyId, userId: null }, async (tx) => {
    for (const [i, email] of members.entries())
      await tx
        .update(contacts)
        .set({ primaryEmailAddress: email })
        .where(
          inArray(
            contacts.agentId,
            sql`(select m.member_agent_id from committee_member_settings m
                  join contacts c on c.agent_id = m.member_agent_id
                 where c.first_name = ${`Member${i + 1}`})`,
          ),
        );
  });
  const approver = await addUser(h.database, companyId, {
    communityIds: [w.communityId],
    grants: [fullGrant('servicerequests')],
  });
  const approverToken = await signIn(h.app, approver.userName);
  const { FENCE = 0 } = w.codeIds;
  const process = ok(
    await w.call(contract.arcActionProcesses.SaveArcActionProcessGraph, {
      body: {
        ActionProcess: { ActionProcessName: 'Standard review', CommunityAgentId: w.communityId },
        TemplateLevels: [
          {
            Sequence: 1,
            LevelName: 'Received',
            Days: 0,
            AdminFee: 0,
            TopsTemplateId: w.systemLetterId,
          },
          { Sequence: 2, LevelName: 'Reminder', Days: 14, AdminFee: 0, TopsTemplateId: null },
        ],
        TopsCodeIds: [FENCE],
      },
    }),
  );
  ok(
    await w.call(contract.architecturalSettings.Save, {
      body: {
        CommunityAgentId: w.communityId,
        ResponseDeadlineDays: 30,
        RequiredInternalApprovals: 1,
        RequiredCommitteeApprovals: 2,
        IsCommitteeApprovalRequired: true,
        ApprovalTemplateId: w.systemLetterId,
        DisapprovalTemplateId: w.systemLetterId,
        ReconsiderationProcedure: procedure,
      },
    }),
  );
  const today = localDay(new Date());
  const request: CreateArchitecturalRequestInput = {
    CommunityAgentId: w.communityId,
    PropertyAgentId: home.propertyId,
    TopsCodeId: FENCE,
    Subject: 'Cedar fence',
    Description: 'A 6 ft cedar fence along the back line',
    ReceivedDate: today,
    InternalApproverUserIds: [approver.userId],
    CommitteeApproverEmails: members,
  };

  /** The voting links mailed to an address, newest mail first: [approve, disapprove] tokens. */
  const mailedTokens = async (email: string): Promise<[string, string][]> => {
    const mails = await h.database.withTenant({ companyId, userId: null }, (tx) =>
      queryRows<{ body: string }>(
        tx,
        sql`select body from mail_outbox where to_address = ${email}
              and kind = 'architectural-vote' order by id desc`,
      ),
    );
    return mails.map((m) => {
      const [approve = '', disapprove = ''] = [...m.body.matchAll(/\/vote\/([\w-]+)/g)].map(
        (match) => match[1] ?? '',
      );
      return [approve, disapprove];
    });
  };
  /** The names of the files of the mails to an address, newest mail first, in their order. */
  const mailedFiles = async (email: string): Promise<string[]> => {
    const files = await h.database.withTenant({ companyId, userId: null }, (tx) =>
      queryRows<{ file_name: string }>(
        tx,
        sql`select f.file_name from mail_outbox_attachments f
              join mail_outbox m on m.id = f.mail_id
             where m.to_address = ${email} order by m.id desc, f.position`,
      ),
    );
    return files.map((f) => f.file_name);
  };
  /** The text of an attachment that is a PDF (pdftotext). */
  const pdfTextOf = async (attachmentId: number) => {
    const file = await fetchFile(h.app, `/api/Attachment/Download/${attachmentId}`, w.token);
    return reportPdfText(file.bytes);
  };
  /** Attaches a text file to the request, as the screens do. */
  const attach = (itemId: number) =>
    uploadFile(
      h.app,
      contract.attachments.CreateItemAgentAttachmentByItem,
      { TopsItemId: itemId },
      { fileName: 'fence-plan.txt', bytes: SampleFiles.txt, contentType: 'text/plain' },
      w.token,
    );
  return {
    ...w,
    home,
    members,
    approver,
    approverToken,
    process: process.ActionProcess,
    today,
    request,
    mailedTokens,
    mailedFiles,
    pdfTextOf,
    attach,
  };
}
