import { contract, type DataSource } from '@hoa/contract';
import type { DataSchemaName, ReportFilter } from '@hoa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

const D = contract.dataBrowser;
const key = ['data-browser'] as const;

/** The tables, then the views, of a schema. */
export const sourcesQuery = (schemaName: DataSchemaName) =>
  queryOptions({
    queryKey: [...key, 'sources', schemaName],
    queryFn: async (): Promise<DataSource[]> => {
      const [tables, views] = await Promise.all([
        api.call(D.GetTables, { query: { schemaName } }),
        api.call(D.GetViews, { query: { schemaName } }),
      ]);
      return [...tables, ...views];
    },
    staleTime: Infinity,
  });

export interface DataView {
  source: DataSource;
  filters: ReportFilter[];
  sortColumn: string | undefined;
  sortDescending: boolean;
  skip: number;
  take: number;
}

/** A page of a source as the view asks it. */
export const dataQuery = (view: DataView) =>
  queryOptions({
    queryKey: [
      ...key,
      'data',
      view.source.SchemaName,
      view.source.Name,
      view.filters,
      view.sortColumn,
      view.sortDescending,
      view.skip,
      view.take,
    ],
    queryFn: () =>
      api.call(D.GetData, {
        query: {
          schemaName: view.source.SchemaName,
          name: view.source.Name,
          skip: view.skip,
          take: view.take,
          ...(view.sortColumn === undefined
            ? {}
            : {
                sortColumn: view.sortColumn,
                sortDescending: view.sortDescending ? 'true' : 'false',
              }),
          ...(view.filters.length ? { filters: JSON.stringify(view.filters) } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
