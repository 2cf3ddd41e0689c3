import {
  contract,
  type AddCcrRecordInput,
  type SaveActionProcessInput,
  type TemplateLevelInput,
} from '@hoa/contract';
import { codeAccounts } from '@hoa/db';
import { CodeAccountTypeId, CodeTypeId, TemplateTypeId } from '@hoa/domain';
import type { Harness } from './app-harness';
import { letterTemplateWorld } from './communications-factories';
import { ok } from './community-setup-factories';
import { setUpReceivables } from './receivable-factories';

/**
 * A company of two communities with its administrator signed in, the system CCR letter, a company
 * CCR_Letter template linked to the first community only, and three CCR codes in the first.
 */
export async function violationsWorld(h: Harness) {
  const { uploadedLetterId, ...world } = await letterTemplateWorld(h, TemplateTypeId.CcrLetter, {
    fileName: 'Fine notice.docx',
    paragraphs: ['Dear {OwnerName},', '{ViolationDescription}'],
  });
  const { call, communityId } = world;
  const codeIds: Record<string, number> = {};
  for (const [alias, name, article, action] of [
    ['TRASH', 'Trash cans visible', 'Article VII, Section 3', 'Store trash cans out of view.'],
    ['LAWN', 'Lawn not maintained', 'Article VIII, Section 1', 'Mow and edge the lawn.'],
    ['PAINT', 'Peeling paint', 'Article IX, Section 2', 'Repaint the exterior.'],
  ] as const) {
    const code = ok(
      await call(contract.codes.SaveCodeGraph, {
        body: {
          communityAgentId: communityId,
          code: {
            TopsCodeTypeId: CodeTypeId.CcrCode,
            CodeAlias: alias,
            CodeName: name,
            CodeDetailDescription: article,
            CodeActionNeeded: action,
          },
        },
      }),
    );
    codeIds[alias] = code.TopsCodeId;
  }
  return { ...world, fineLetterId: uploadedLetterId, codeIds };
}

/**
 * The process: a letter; a letter and a $25.00 fine after 14 days; a letter and a $100.00
 * fine after 30 days, with a hearing first.
 */
export function threeLevelProcess(
  communityId: number,
  letters: { courtesy: number; fine: number },
  name = 'Standard CC&R',
): SaveActionProcessInput {
  const level = (
    sequence: number,
    LevelName: string,
    more: Partial<TemplateLevelInput>,
  ): TemplateLevelInput => ({
    Sequence: sequence,
    LevelName,
    Days: 0,
    AdminFee: 0,
    TopsTemplateId: letters.courtesy,
    ...more,
  });
  return {
    ActionProcess: { ActionProcessName: name, CommunityAgentId: communityId },
    TemplateLevels: [
      level(1, 'Courtesy letter', {}),
      level(2, 'Second notice', {
        Days: 14,
        AdminFee: 2500,
        TopsTemplateId: letters.fine,
        NoticeDays: 10,
      }),
      level(3, 'Final notice', {
        Days: 30,
        AdminFee: 10_000,
        TopsTemplateId: letters.fine,
        NoticeDays: 14,
        IsHearingRequired: true,
      }),
    ],
    ApplyToUntaken: false,
  };
}

/**
 * The violations world with books and two homes in the first community, the process of
 * three levels (letter; letter + $25.00 after 14 days; letter + $100.00 after 30 days; without
 * `hearing`, no hearing step) followed by TRASH, whose fines post to receivables 1200 and late fee
 * income 4100.
 */
export async function finingWorld(h: Harness, hearing = false) {
  const w = await violationsWorld(h);
  const companyId = w.company.companyId;
  const books = await setUpReceivables(h.database, companyId, w.communityId, 2);
  const trash = w.codeIds.TRASH ?? 0;
  await h.database.withTenant({ companyId, userId: null }, (tx) =>
    tx.insert(codeAccounts).values([
      {
        companyId,
        codeId: trash,
        codeAccountTypeId: CodeAccountTypeId.Receivable,
        accountId: books.account.receivables,
      },
      {
        companyId,
        codeId: trash,
        codeAccountTypeId: CodeAccountTypeId.Income,
        accountId: books.account.lateFeeIncome,
      },
    ]),
  );
  const process = threeLevelProcess(w.communityId, {
    courtesy: w.systemLetterId,
    fine: w.fineLetterId,
  });
  const levels = process.TemplateLevels.map((level) => ({
    ...level,
    IsHearingRequired: hearing && level.IsHearingRequired,
  }));
  const saved = ok(
    await w.call(contract.ccrActions.SaveActionProcess, {
      body: { ...process, TemplateLevels: levels },
    }),
  );
  ok(
    await w.call(contract.ccrActions.AssignActionProcessToCodes, {
      body: { ActionProcessId: saved.ActionProcessId, TopsCodeIds: [trash] },
    }),
  );
  const home = books.homes[0] ?? { propertyId: 0, ownerId: 0 };
  const record: AddCcrRecordInput = {
    CommunityAgentId: w.communityId,
    PropertyAgentId: home.propertyId,
    TopsCodeId: trash,
    Description: 'Two trash cans left at the curb.',
    ObservedDate: '2026-03-02',
    NextActionDate: '2026-03-17',
  };
  return { ...w, books, home, trash, record, actionProcessId: saved.ActionProcessId };
}
