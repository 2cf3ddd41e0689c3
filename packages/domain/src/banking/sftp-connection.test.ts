import { describe, expect, it } from 'vitest';
import { connectionProblem } from './bank-services';
import {
  matchesFilePattern,
  readSftpSettings,
  SftpMessages,
  sftpSettingsProblem,
} from './sftp-connection';

describe('SFTP connections', () => {
  it('reads the settings with port 22, password login and every file by default', () => {
    expect(readSftpSettings({ Host: ' sftp.bank.test ', StatementFolder: '/out' })).toEqual({
      host: 'sftp.bank.test',
      port: 22,
      authMethod: 'Password',
      folders: { Statement: '/out', Lockbox: '', Return: '', Nacha: '', PositivePay: '' },
      patterns: { Statement: '*', Lockbox: '*', Return: '*' },
    });
  });

  it('refuses a connection without host, with a bad port or method, or without a folder', () => {
    const good = { Host: 'h', Port: '2222', AuthMethod: 'PrivateKey', NachaFolder: '/in' };
    expect(sftpSettingsProblem(good)).toBeNull();
    expect(sftpSettingsProblem({ ...good, Host: ' ' })).toBe(SftpMessages.hostRequired);
    expect(sftpSettingsProblem({ ...good, Port: '65536' })).toBe(SftpMessages.badPort);
    expect(sftpSettingsProblem({ ...good, Port: '22.5' })).toBe(SftpMessages.badPort);
    expect(sftpSettingsProblem({ ...good, AuthMethod: 'Kerberos' })).toBe(
      SftpMessages.badAuthMethod,
    );
    expect(sftpSettingsProblem({ Host: 'h' })).toBe(SftpMessages.noFolder);
    const values = { BankServiceName: 'SFTP', ConnectionValue1: 'hoa', ConnectionValue2: 'pw' };
    expect(connectionProblem({ ...values, Settings: good })).toBeNull();
    expect(connectionProblem({ ...values, Settings: null })).toBe(SftpMessages.hostRequired);
    expect(connectionProblem({ ...values, ConnectionValue2: '', Settings: good })).toBe(
      'All fields are required.',
    );
  });

  it('matches file names by patterns with * and ?, any case, several separated by ;', () => {
    expect(matchesFilePattern('PRIOR_DAY.BAI2', '*.bai2')).toBe(true);
    expect(matchesFilePattern('prior.bai', '*.bai2')).toBe(false);
    expect(matchesFilePattern('lbx01.txt', 'lbx??.txt; *.csv')).toBe(true);
    expect(matchesFilePattern('lbx1.txt', 'lbx??.txt; *.csv')).toBe(false);
    expect(matchesFilePattern('a.csv', 'lbx??.txt; *.csv')).toBe(true);
    expect(matchesFilePattern('a(1).csv', 'a(1).csv')).toBe(true);
    expect(matchesFilePattern('anything', '')).toBe(false);
  });
});
