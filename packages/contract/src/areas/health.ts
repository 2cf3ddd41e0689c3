import { z } from 'zod';
import { endpoint } from '../endpoint';
import { noInput } from '../fields';

export const health = {
  GetHealth: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check',
    auth: 'public',
    query: noInput,
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
  GetReadiness: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: the database answers a query (503 with errorMessage while it does not)',
    auth: 'public',
    query: noInput,
    response: z.object({ status: z.literal('ready') }),
  }),
};
