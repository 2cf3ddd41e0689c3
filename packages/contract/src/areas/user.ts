import { z } from 'zod';
import { endpoint } from '../endpoint';
import { noInput } from '../fields';

export const user = {
  GetUserEmail: endpoint({
    method: 'GET',
    path: '/api/User/GetUserEmail',
    summary: 'The signed-in user’s e-mail address',
    query: noInput,
    response: z.object({ EmailAddress: z.string() }),
  }),
};
