import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const companySettingsQuery = queryOptions({
  queryKey: ['companySettings'],
  queryFn: () => api.call(contract.admin.GetCompanySettings),
});
