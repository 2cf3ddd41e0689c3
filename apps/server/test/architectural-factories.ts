import { contract } from '@hoa/contract';
import { CodeTypeId, TemplateTypeId, type ClaimGrant } from '@hoa/domain';
import { signIn } from './api';
import type { Harness } from './app-harness';
import { letterTemplateWorld } from './communications-factories';
import { ok } from './community-setup-factories';
import { addUser } from './factories';

/**
 * A company of two communities with its administrator signed in, the system ARC letter, a company
 * ARC_Letter template linked to the first community, and two architectural codes (type 20) there.
 */
export async function architecturalWorld(h: Harness) {
  const { uploadedLetterId, ...world } = await letterTemplateWorld(h, TemplateTypeId.ArcLetter, {
    fileName: 'ARC approval.docx',
    paragraphs: ['Dear {OwnerName},', 'Your request is approved.'],
  });
  const { call, communityId, company } = world;
  const codeIds: Record<string, number> = {};
  for (const [alias, name] of [
    ['FENCE', 'Fence'],
    ['PAINT', 'Exterior paint'],
  ] as const) {
    const code = ok(
      await call(contract.codes.SaveCodeGraph, {
        body: {
          communityAgentId: communityId,
          code: { TopsCodeTypeId: CodeTypeId.ArchitecturalCode, CodeAlias: alias, CodeName: name },
        },
      }),
    );
    codeIds[alias] = code.TopsCodeId;
  }
  /** A user of the first community with these grants, signed in. */
  const userWith = async (grants: ClaimGrant[]) =>
    signIn(
      h.app,
      (await addUser(h.database, company.companyId, { communityIds: [communityId], grants }))
        .userName,
    );
  /** An architectural committee of the first community with `members` new members. */
  const architecturalCommittee = async (members: number) => {
    const committee = ok(
      await call(contract.committees.SaveCommittee, {
        body: { CommunityAgentId: communityId, DisplayName: 'ARC', IsArchitectural: true },
      }),
    );
    for (let i = 1; i <= members; i++)
      ok(
        await call(contract.committees.SaveCommitteeMember, {
          body: {
            CommitteeAgentId: committee.TopsAgentId,
            Contact: { FirstName: `Member${i}`, LastName: 'Reyes' },
          },
        }),
      );
  };
  return {
    ...world,
    userWith,
    architecturalCommittee,
    approvalLetterId: uploadedLetterId,
    codeIds,
  };
}
