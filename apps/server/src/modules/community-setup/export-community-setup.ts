import { contacts, eq } from '@hoa/db';
import type { contract } from '@hoa/contract';
import { formatDate, localDay, ReportFormatId } from '@hoa/domain';
import type { FastifyReply } from 'fastify';
import { renderReport, type ReportRow } from '../../documents/index';
import { requireCommunity } from '../../http/access';
import type { CallerCall } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { requireWizardRead, wizardOf } from './get-wizard';
import { readSetupState } from './setup-facts';
import { accountingSummary, propertySummary } from './setup-summary';
import { sendDownload } from '../../http/send-download';

type Export = typeof contract.communitySetup.Export;

/** The setup summary of a wizard as a PDF: its steps' states, then what was set up. */
export async function exportSetup(call: CallerCall<Export>): Promise<FastifyReply> {
  const { communityAgentId, wizardName } = call.input.body;
  const report = await call.run(async (ctx: RequestContext) => {
    requireWizardRead(ctx, wizardName);
    await requireCommunity(ctx, communityAgentId);
    const wizard = wizardOf(wizardName, await readSetupState(ctx, communityAgentId));
    const [community] = await ctx.tx
      .select({ name: contacts.displayName })
      .from(contacts)
      .where(eq(contacts.agentId, communityAgentId));
    const steps: ReportRow[] = [
      { cells: { item: 'Steps', detail: '' }, style: 'section' },
      ...wizard.Steps.map((step): ReportRow => ({
        cells: {
          item: `${step.Number}. ${step.Name}`,
          detail: step.IsComplete ? 'Complete' : 'Incomplete',
        },
        indent: 1,
      })),
    ];
    const details =
      wizardName === 'accounting'
        ? await accountingSummary(ctx, communityAgentId)
        : await propertySummary(ctx, communityAgentId);
    const title = wizardName === 'accounting' ? 'Accounting setup' : 'Properties and owners setup';
    return {
      title,
      subtitle: [
        ctx.user.companyName,
        community?.name ?? '',
        `As of ${formatDate(localDay(new Date()))}`,
      ],
      columns: [
        { key: 'item', title: 'Item', kind: 'text' as const, width: 3 },
        { key: 'detail', title: 'Detail', kind: 'text' as const, width: 3 },
      ],
      rows: [...steps, ...details],
      footnotes: [
        wizard.Flags.IsSetupComplete
          ? 'Community setup is complete.'
          : 'Community setup is not complete.',
      ],
      fileName: `${title} ${community?.name ?? communityAgentId}`,
    };
  });
  const pdf = await renderReport(report, ReportFormatId.Pdf);
  return sendDownload(call, pdf);
}
