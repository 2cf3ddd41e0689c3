import { describe, expect, it } from 'vitest';
import { connectionProblem } from './bank-services';
import {
  keepsSftpSecret,
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
      hostKey: '',
    });
  });

  it('takes a pinned host key only as a SHA-256 fingerprint as ssh-keygen -l prints it', () => {
    const good = { Host: 'h', NachaFolder: '/in' };
    const key = 'SHA256:gjIJK6ERj/cP/BzPFBzbZIrg6mQMUHykyVWrDcw8GQQ';
    expect(readSftpSettings({ ...good, HostKey: ` ${key} ` }).hostKey).toBe(key);
    expect(sftpSettingsProblem({ ...good, HostKey: key })).toBeNull();
    expect(sftpSettingsProblem({ ...good, HostKey: '' })).toBeNull();
    for (const bad of [key.slice(0, -1), key.replace('SHA256', 'MD5'), `${key}=`, 'aa:bb:cc'])
      expect(sftpSettingsProblem({ ...good, HostKey: bad })).toBe(SftpMessages.badHostKey);
  });

  it('keeps a saved user name and secret for the same host (any case), port and authentication only', () => {
    const saved = readSftpSettings({
      Host: 'sftp.bank.test',
      Port: '22',
      AuthMethod: 'PrivateKey',
    });
    const given = (changes: Record<string, string>) =>
      readSftpSettings({ Host: 'SFTP.bank.test', AuthMethod: 'PrivateKey', ...changes });
    expect(keepsSftpSecret(saved, given({ StatementFolder: '/other' }))).toBe(true);
    expect(keepsSftpSecret(saved, given({ Host: 'sftp.evil.test' }))).toBe(false);
    expect(keepsSftpSecret(saved, given({ Port: '2222' }))).toBe(false);
    expect(keepsSftpSecret(saved, given({ AuthMethod: 'Password' }))).toBe(false);
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
