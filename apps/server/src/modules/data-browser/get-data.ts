import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireSystemAdmin } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { columnsOf, dataPage, findSource } from './data-query';

type GetData = typeof contract.dataBrowser.GetData;

/** Data/GetData: a page of one table or view, filtered and sorted, with the total. */
export async function getData(
  ctx: RequestContext,
  input: InputOf<GetData>,
): Promise<ResponseOf<GetData>> {
  requireSystemAdmin(ctx);
  const q = input.query;
  const source = findSource(q.schemaName, q.name);
  const page = await dataPage(ctx, source, {
    filters: q.filters ?? [],
    sortColumn: q.sortColumn,
    sortDescending: q.sortDescending,
    skip: q.skip,
    take: q.take,
  });
  return { Columns: columnsOf(source), ...page };
}
