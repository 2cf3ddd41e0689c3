import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

const P = contract.reportPackages;

/** The company's report packages by name. */
export const reportPackagesQuery = () =>
  queryOptions({
    queryKey: ['report-packages'],
    queryFn: () => api.call(P.GetReportPackages, {}),
  });

/** One package with its items in order. */
export const reportPackageQuery = (id: number) =>
  queryOptions({
    queryKey: ['report-packages', id],
    queryFn: () => api.call(P.GetReportPackage, { params: { id } }),
  });

/** The formats a package renders in (spec 3 §9: PDF and Excel xlsx only). */
export const packageFormats = [
  { value: '0', label: 'PDF' },
  { value: '2', label: 'Excel' },
];
