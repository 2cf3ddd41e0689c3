import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireSystemAdmin } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { sourcesOf } from './data-query';

type GetViews = typeof contract.dataBrowser.GetViews;

/** Data/GetViews: the browsable views (joined for reading) of a schema, with their columns. */
export function getViews(
  ctx: RequestContext,
  input: InputOf<GetViews>,
): Promise<ResponseOf<GetViews>> {
  requireSystemAdmin(ctx);
  return Promise.resolve(sourcesOf(input.query.schemaName, 'view'));
}
