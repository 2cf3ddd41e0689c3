import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  connectionProblem,
  FileConnection,
  keepsSftpSecret,
  readSftpSettings,
  SftpConnection,
  SftpMessages,
  sftpSettingsProblem,
} from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { seal } from '../direct-debit';
import { loadBankAgent, type BankAgent } from './bank-access';
import { loadSftpConnection, sftpLogin, sftpLoginCheck } from './sftp-session';

type Validate = typeof contract.bankIntegration.ValidateConnection;
type Get = typeof contract.bankIntegration.GetBankConnection;
type Connection = ResponseOf<Get>;

async function readConnection(ctx: RequestContext, bank: BankAgent): Promise<Connection> {
  const [row] = await queryRows<{
    service: string;
    pyramid: string | null;
    alias: string | null;
    sealed: boolean;
    at: string;
    settings: Record<string, string> | null;
  }>(
    ctx.tx,
    sql`select bank_service_name as service, pyramid_bank_id as pyramid, bank_alias as alias,
               connection_value1_sealed is not null as sealed, settings,
               to_char(validated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
          from bank_connections where bank_agent_id = ${bank.id}`,
  );
  const service = row?.service ?? FileConnection;
  return {
    BankId: bank.id,
    BankName: bank.name,
    BankAlias: row?.alias ?? bank.alias,
    PyramidBankId: row?.pyramid ?? null,
    BankServiceName: service,
    IsFileBased: service === FileConnection,
    HasCredentials: row?.sealed ?? false,
    ValidatedAt: row?.at ?? null,
    Settings: row?.settings ?? null,
  };
}

export async function getBankConnection(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<Connection> {
  return readConnection(ctx, await loadBankAgent(ctx, query.bankId, 'read'));
}

type Body = InputOf<Validate>['body'];

const blank = (value: string | null) => (value ?? '').trim() === '';

/**
 * An SFTP connection's user name and secret left blank are the saved connection's, for the same
 * server and authentication only (they never go to another host).
 */
async function withKeptSecrets(ctx: RequestContext, bankId: number, body: Body): Promise<Body> {
  if (!blank(body.ConnectionValue1) && !blank(body.ConnectionValue2)) return body;
  const saved = await loadSftpConnection(ctx.tx, bankId);
  if (!saved) return body;
  if (!keepsSftpSecret(saved.settings, readSftpSettings(body.Settings)))
    throw badRequest(sftpSettingsProblem(body.Settings) ?? SftpMessages.reenterSecret);
  const { username, password, privateKey } = saved.login;
  return {
    ...body,
    ConnectionValue1: blank(body.ConnectionValue1) ? username : body.ConnectionValue1,
    ConnectionValue2: blank(body.ConnectionValue2)
      ? (password ?? privateKey ?? null)
      : body.ConnectionValue2,
  };
}

/**
 * Logs in to the SFTP server and lists its folders; the Settings to save, with the server's host
 * key pinned (the one given, else the one the server presented).
 */
async function checkedSftpSettings(body: Body): Promise<Record<string, string>> {
  const settings = readSftpSettings(body.Settings);
  const login = sftpLogin(settings, body.ConnectionValue1 ?? '', body.ConnectionValue2 ?? '');
  const checked = await sftpLoginCheck(settings, login);
  if ('problem' in checked)
    throw checked.hostKeyChanged
      ? appError('BankConnectionHostKeyChanged', checked.problem)
      : appError('BankConnectionLoginFailed', checked.problem);
  return { ...body.Settings, HostKey: checked.hostKey };
}

/**
 * BankConnection/ValidateConnection: a FILE connection is always valid (statements and lockbox
 * files are uploaded, positive pay files downloaded); a provider or the aggregator needs both
 * connection values, which are kept sealed; an SFTP connection is saved only once it has logged
 * in and listed each of its folders, with the fingerprint of its host key (the poll,
 * modules/bank-sftp, then moves its files, and only with that key). The connection replaces the
 * bank's previous one.
 */
export async function validateConnection(
  ctx: RequestContext,
  input: InputOf<Validate>,
): Promise<Connection> {
  const bank = await loadBankAgent(ctx, input.body.BankId, 'update');
  const sftp = input.body.BankServiceName === SftpConnection;
  const body = sftp ? await withKeptSecrets(ctx, bank.id, input.body) : input.body;
  const problem = connectionProblem(body);
  if (problem) throw badRequest(problem);
  const saved = sftp ? await checkedSftpSettings(body) : body.Settings;
  const isFile = body.BankServiceName === FileConnection;
  const value1 = isFile || !body.ConnectionValue1 ? null : seal(body.ConnectionValue1);
  const value2 = isFile || !body.ConnectionValue2 ? null : seal(body.ConnectionValue2);
  const settings = saved ? JSON.stringify(saved) : null;
  await ctx.tx.execute(
    sql`insert into bank_connections (bank_agent_id, company_id, bank_service_name, pyramid_bank_id,
          bank_alias, connection_value1_sealed, connection_value2_sealed, settings, validated_at,
          validated_by_user_id, sftp_since)
        values (${bank.id}, ${ctx.user.companyId}, ${body.BankServiceName}, ${body.PyramidBankId},
          ${body.BankAlias}, ${value1}, ${value2}, ${settings}::jsonb, now(), ${ctx.user.userId},
          case when ${body.BankServiceName} = ${SftpConnection} then now() end)
        on conflict (bank_agent_id) do update set
          bank_service_name = excluded.bank_service_name, pyramid_bank_id = excluded.pyramid_bank_id,
          bank_alias = excluded.bank_alias,
          connection_value1_sealed = excluded.connection_value1_sealed,
          connection_value2_sealed = excluded.connection_value2_sealed, settings = excluded.settings,
          validated_at = excluded.validated_at, validated_by_user_id = excluded.validated_by_user_id,
          sftp_since = case when bank_connections.bank_service_name = excluded.bank_service_name
                            then bank_connections.sftp_since else excluded.sftp_since end`,
  );
  return readConnection(ctx, bank);
}
