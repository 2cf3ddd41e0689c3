// POST /api/Export/... (spec 3 §7): one call per bank layout of the lockbox validation file, all
// with the same body and answer. Each names its layout; validation-export.ts loads the owners of
// the selected lockbox accounts and writeValidationFile (@hoa/domain) writes the file.
import type { contract, InputOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { exportValidationFile } from './validation-export';

type B = typeof contract.bankIntegration;
/** The body every Export call takes (a handler bound to any of them). */
type Input = Pick<InputOf<B['ExportTopsStandardValidationFile']>, 'body'>;

/** Standard (job 19). */
export const exportTopsStandardValidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'Standard');

/** First Citizens (job 9). */
export const exportHOAvalidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'FirstCitizens');

/** Alliance (job 12). */
export const exportAllianceHoaValidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'Alliance');

/** Pacific Premier (job 16). */
export const exportPacificPremierHoaValidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'PacificPremier');

/** Pacific Western (job 17). */
export const exportPacificWesternHoaValidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'PacificWestern');

/** Pacific Western Legacy (job 20). */
export const exportPacificWesternLegacyHoaValidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'PacificWesternLegacy');

/** DuesPayment (job 18). */
export const exportDuesPaymentValidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'DuesPayment');

/** Union Bank (no job id). */
export const exportUnionBankValidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'UnionBank');

/** Union Bank new layout (no job id). */
export const exportUnionBankNewValidationFile = (ctx: RequestContext, { body }: Input) =>
  exportValidationFile(ctx, body, 'UnionBankNew');
