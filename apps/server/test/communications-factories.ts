import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { FastifyInstance } from 'fastify';
import { agents, contacts, eq } from '@hoa/db';
import { contract, type EndpointDef, type RequestOf } from '@hoa/contract';
import { DeliveryPreferenceId, type TemplateTypeIdValue } from '@hoa/domain';
import type { Harness } from './app-harness';
import { callApi, signIn } from './api';
import { uploadFile } from './attachments-factories';
import { ok } from './community-setup-factories';
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
/**
 * A company of two communities with its administrator signed in, the system template of a letter
 * type, and a company template of that type uploaded and linked to the first community only.
 */
export async function letterTemplateWorld(
  h: Harness,
  templateTypeId: TemplateTypeIdValue,
  upload: { fileName: string; paragraphs: readonly string[] },
) {
  const company = await createTestCompany(h.database);
  const [communityId = 0, otherCommunityId = 0] = company.communityIds;
  const token = await signIn(h.app, company.admin.userName);
  const call = <E extends EndpointDef>(
    endpoint: E,
    request: Partial<RequestOf<E>> = {},
    as = token,
  ) => callApi(h.app, endpoint, request, as);
  const system = ok(
    await call(contract.templates.GetAllTemplates, {
      query: { isSystem: 'true', topsTemplateTypeId: templateTypeId },
    }),
  ).Templates[0];
  const uploaded = ok(
    await uploadTemplate(
      h.app,
      token,
      { TopsTemplateTypeId: templateTypeId },
      { fileName: upload.fileName, bytes: await templateDocx(upload.paragraphs) },
    ),
  ).Template;
  ok(
    await call(contract.templates.LinkTemplateToCommunity, {
      body: { templateIds: [uploaded.TopsTemplateId], communityAgentId: communityId },
    }),
  );
  return {
    company,
    communityId,
    otherCommunityId,
    token,
    call,
    systemLetterId: system?.TopsTemplateId ?? 0,
    uploadedLetterId: uploaded.TopsTemplateId,
  };
}

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
