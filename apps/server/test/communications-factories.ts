import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { FastifyInstance } from 'fastify';
import { agents, contacts, eq } from '@hoa/db';
import { contract } from '@hoa/contract';
import { DeliveryPreferenceId } from '@hoa/domain';
import type { Harness } from './app-harness';
import { signIn } from './api';
import { uploadFile } from './attachments-factories';
import { createTestCompany } from './factories';
import { postAssessments } from './late-fee-factories';
import { setUpReceivables } from './receivable-factories';

/** A Word document of the given paragraphs, as a company would write a template in Word. */
export async function templateDocx(paragraphs: readonly string[]): Promise<Buffer> {
  const document = new Document({
    sections: [
      { children: paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })) },
    ],
  });
  return Packer.toBuffer(document);
}

/** Uploads a template through Template/UpdateAndReplaceTemplate. */
export function uploadTemplate(
  app: FastifyInstance,
  token: string,
  template: { TopsTemplateId?: number; TopsTemplateTypeId: number; Name?: string },
  file: { fileName: string; bytes: Buffer },
) {
  return uploadFile(
    app,
    contract.templates.UpdateAndReplaceTemplate,
    { template: JSON.stringify(template) },
    { ...file, partName: 'templateFile' },
    token,
  );
}

/**
 * A community of `homes` homes (owners Owner{n} Home{nnn}, accounts A-001…), each charged ASMT
 * $250.00 on Jan 1 2026. Every third owner prefers email and has an address; owner 2 prefers
 * email and has none.
 */
export async function communicationsWorld(h: Harness, homes = 20) {
  const company = await createTestCompany(h.database);
  const { companyId } = company;
  const [communityId = 0, otherCommunityId = 0] = company.communityIds;
  const w = await setUpReceivables(h.database, companyId, communityId, homes);
  await postAssessments(h.database, companyId, communityId, w, '2026-01-01');
  const emailOwners = w.homes.filter((_, i) => i % 3 === 0);
  await h.database.withTenant({ companyId, userId: null }, async (tx) => {
    for (const [i, home] of w.homes.entries()) {
      const prefersEmail = i % 3 === 0 || i === 1;
      if (prefersEmail)
        await tx
          .update(agents)
          .set({ deliveryPreferenceId: DeliveryPreferenceId.Email })
          .where(eq(agents.id, home.ownerId));
      if (i % 3 === 0)
        await tx
          .update(contacts)
          .set({ primaryEmailAddress: `owner${i + 1}@example.com` })
          .where(eq(contacts.agentId, home.ownerId));
    }
  });
  const token = await signIn(h.app, company.admin.userName);
  return { ...w, company, companyId, communityId, otherCommunityId, token, emailOwners };
}
