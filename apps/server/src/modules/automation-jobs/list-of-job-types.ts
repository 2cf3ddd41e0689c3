import type { contract, ResponseOf } from '@hoa/contract';
import { automationJobTypes } from './job-types';

type ListOfJobTypes = typeof contract.automationJobs.ListOfJobTypes;

/** AutomationJob/ListOfJobTypes. */
export function listOfJobTypes(): Promise<ResponseOf<ListOfJobTypes>> {
  return Promise.resolve([...automationJobTypes]);
}
