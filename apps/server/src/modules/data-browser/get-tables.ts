import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireSystemAdmin } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { sourcesOf } from './data-query';

type GetTables = typeof contract.dataBrowser.GetTables;

/** Data/GetTables: the browsable tables of a schema (All: of every schema), with their columns. */
export function getTables(
  ctx: RequestContext,
  input: InputOf<GetTables>,
): Promise<ResponseOf<GetTables>> {
  requireSystemAdmin(ctx);
  return Promise.resolve(sourcesOf(input.query.schemaName, 'table'));
}
