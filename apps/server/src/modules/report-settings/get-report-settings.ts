import type { contract, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readReportSettings, settingsOrDefaults } from './settings-queries';

type Get = typeof contract.reportSettings.GetReportSettings;

/** The caller's report file settings, or the spec's defaults (portrait, medium, 8.5 x 11 in). */
export async function getReportSettings(ctx: RequestContext): Promise<ResponseOf<Get>> {
  return settingsOrDefaults(await readReportSettings(ctx.tx, ctx.user.userId));
}
