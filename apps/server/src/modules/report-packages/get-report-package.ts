import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { packageJson, readPackage } from './package-rows';

type GetReportPackage = typeof contract.reportPackages.GetReportPackage;

/** GET /api/ReportPackage/GetReportPackage/:id: one package with its items in order. */
export async function getReportPackage(
  ctx: RequestContext,
  input: InputOf<GetReportPackage>,
): Promise<ResponseOf<GetReportPackage>> {
  return packageJson(await readPackage(ctx, input.params.id));
}
