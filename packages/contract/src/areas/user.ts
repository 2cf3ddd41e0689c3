import { z } from 'zod';
import { endpoint } from '../endpoint';
import { noInput, SuccessResponse } from '../fields';
import { NewPasswordSchema } from './auth';

export const user = {
  GetUserEmail: endpoint({
    method: 'GET',
    path: '/api/User/GetUserEmail',
    summary: 'The signed-in user’s e-mail address',
    query: noInput,
    response: z.object({ EmailAddress: z.string() }),
  }),
  ResetUserPassword: endpoint({
    method: 'POST',
    path: '/api/User/ResetUserPassword',
    summary:
      'Set another user’s password (maintainuser update); all of that user’s sign-ins are revoked',
    access: { claim: 'maintainuser', level: 'update' },
    body: z.strictObject({
      UserId: z.number().int().positive(),
      NewPassword: NewPasswordSchema,
    }),
    response: SuccessResponse,
  }),
};
