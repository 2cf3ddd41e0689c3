import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idListParam } from '../fields';
import { CommunityListItemSchema } from './crm';

export const indexPage = {
  GetCommunitySelectionFilter: endpoint({
    method: 'GET',
    path: '/api/IndexPage/GetCommunitySelectionFilter',
    summary:
      'Communities for the selection filter; with commAgentIDs, only those of them on the user’s list',
    query: z.strictObject({ commAgentIDs: idListParam.optional() }),
    response: z.array(CommunityListItemSchema.extend({ IsSelected: z.boolean() })),
  }),
};
