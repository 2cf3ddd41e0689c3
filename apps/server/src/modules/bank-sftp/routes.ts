import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getSftpFailedFiles } from './get-sftp-failed-files';
import { retrySftpFile } from './retry-sftp-file';

export function bankSftpRoutes(app: FastifyInstance, deps: AppDeps): void {
  const b = contract.bankIntegration;
  bind(app, deps, b.GetSftpFailedFiles, getSftpFailedFiles);
  bind(app, deps, b.RetrySftpFile, retrySftpFile);
}
