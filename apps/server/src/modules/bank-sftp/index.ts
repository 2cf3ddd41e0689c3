/** Banks reached over SFTP: the poll that brings their files in and sends the product's files. */
export { pollSftpConnections } from './poll-sftp-connections';
export { bankSftpRoutes } from './routes';
