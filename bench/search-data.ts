// The search benchmark's company: communities × properties, one primary owner each, written with
// set-based INSERT … SELECT generate_series (a handful of statements whatever the size).
import {
  createCompany,
  hashPassword,
  queryRows,
  sql,
  type Database,
  type SQL,
  type Tx,
} from '@hoa/db';
import {
  AddressTypeId,
  AgentTypeId,
  PermissionClaimNames,
  PhoneTypeId,
  WebAddressTypeId,
} from '@hoa/domain';

// prettier-ignore
export const BenchFirstNames = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Lucas',
  'Mia', 'Logan', 'Harper', 'Aiden', 'Evelyn', 'Caleb', 'Abigail', 'Owen', 'Ella', 'Wyatt',
  'Scarlett', 'Henry', 'Aria', 'Levi', 'Chloe', 'Isaac', 'Nora', 'Julian', 'Hazel', 'Miles',
  'Ruth', 'Arthur', 'Ingrid', 'Tobias', 'Leilani', 'Kofi', 'Anjali', 'Tomasz', 'Ines', 'Ravi',
];
const surnameStarts = [
  'Ash',
  'Black',
  'Brad',
  'Brook',
  'Cald',
  'Crane',
  'Dal',
  'Eller',
  'Fair',
  'Fox',
  'Gar',
  'Hal',
  'Hart',
  'Hol',
  'Kings',
  'Lang',
  'Mar',
  'Mill',
  'Nor',
  'Oak',
  'Pem',
  'Rad',
  'Red',
  'Rock',
  'Sand',
  'Stan',
  'Thorn',
  'Wake',
  'West',
  'Wind',
];
const surnameEnds = [
  'ford',
  'well',
  'ley',
  'ton',
  'wood',
  'field',
  'more',
  'by',
  'worth',
  'ridge',
  'stone',
  'brook',
  'ham',
  'son',
  'er',
  'cott',
  'dale',
  'wick',
  'man',
  'ing',
];
/** 600 surnames: every start with every end. */
export const BenchLastNames = surnameStarts.flatMap((start) =>
  surnameEnds.map((end) => start + end),
);
// prettier-ignore
export const BenchStreets = [
  'Maple Avenue', 'Oak Street', 'Cedar Lane', 'Willow Drive', 'Birch Court', 'Elm Street',
  'Highland Road', 'Lakeview Terrace', 'Meadow Lane', 'Sunset Boulevard', 'Chestnut Way',
  'Hillcrest Drive', 'Ridge Road', 'Spring Street', 'Harbor View', 'Park Place', 'Mill Pond Road',
  'Orchard Circle', 'Quarry Lane', 'Juniper Trail',
];
export const BenchAreaCodes = [
  '201',
  '609',
  '732',
  '908',
  '973',
  '212',
  '718',
  '203',
  '215',
  '617',
];

const array = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
// Arrays are 1-based; pick(list, k) spreads k over the list.
const pick = (list: SQL, length: number, k: SQL) => sql`(${list})[1 + (${k}) % ${length}]`;
const A = AgentTypeId;

export interface BenchCompany {
  companyId: number;
  userName: string;
  password: string;
}

export async function createBenchCompany(
  database: Database,
  communities: number,
  propertiesPerCommunity: number,
): Promise<BenchCompany> {
  const tag = Math.random().toString(36).slice(2, 8);
  const password = 'bench-search';
  const passwordHash = await hashPassword(password);
  return createCompany(database, { name: `Search bench ${tag}` }, async (tx, companyId) => {
    await seedAgents(tx, companyId, communities, propertiesPerCommunity);
    const userName = `bench-${tag}`;
    await seedUser(tx, companyId, userName, passwordHash);
    return { companyId, userName, password };
  });
}

async function seedAgents(tx: Tx, companyId: number, communities: number, perCommunity: number) {
  const seq = sql`pg_get_serial_sequence('agents', 'id')`;
  const first = array(BenchFirstNames);
  const last = array(BenchLastNames);
  const streets = array(BenchStreets);
  const areas = array(BenchAreaCodes);
  const k = sql`h.k`;
  await tx.execute(sql`create temp table bench_communities on commit drop as
    select g as n, nextval(${seq}) as id from generate_series(1, ${communities}) g`);
  await tx.execute(sql`create temp table bench_homes on commit drop as
    select c.id as community_id, (c.n - 1) * ${perCommunity} + p as k, p,
      nextval(${seq}) as property_id, nextval(${seq}) as owner_id
    from bench_communities c cross join generate_series(1, ${perCommunity}) p`);
  await tx.execute(sql`insert into agents (id, company_id, agent_type_id, community_agent_id,
      community_type, is_setup_complete, is_setup_accounting_complete,
      is_setup_property_owner_complete, is_setup_gl_accounts_complete)
    select id, ${companyId}::bigint, ${A.Community}::int, id, 'HOA', true, true, true, true from bench_communities`);
  await tx.execute(sql`insert into contacts (agent_id, company_id, display_name, alias)
    select id, ${companyId}::bigint, ${pick(streets, BenchStreets.length, sql`n`)} || ' Association ' || n,
      'BC' || n from bench_communities`);
  // Street number 1-2000, street by k; owner names spread so that each pair repeats rarely.
  const streetNumber = sql`(1 + (${k} * 37) % 2000)::text`;
  const street = pick(streets, BenchStreets.length, sql`${k} / 7`);
  const firstName = pick(first, BenchFirstNames.length, k);
  const lastName = pick(last, BenchLastNames.length, sql`${k} * 7 + ${k} / 40`);
  const email = sql`lower(${firstName} || '.' || ${lastName}) || h.k || '@example.com'`;
  // The homes in one statement: owner search's read model (ownership_search) is then written once
  // for them, by the statement's trigger on agents, rather than again for each table.
  await tx.execute(sql`with a as (insert into agents (id, company_id, agent_type_id, parent_agent_id,
        community_agent_id)
      select property_id, ${companyId}::bigint, ${A.Property}::int, community_id, community_id from bench_homes
      union all
      select owner_id, ${companyId}::bigint, ${A.PrimaryOwner}::int, property_id, community_id from bench_homes),
    c as (insert into contacts (agent_id, company_id, display_name, alias, first_name, last_name,
        primary_email_address)
      select h.property_id, ${companyId}::bigint, ${streetNumber} || ' ' || ${street},
        'A' || lpad(h.k::text, 6, '0'), null, null, null from bench_homes h
      union all
      select h.owner_id, ${companyId}::bigint, ${firstName} || ' ' || ${lastName}, null, ${firstName},
        ${lastName}, ${email} from bench_homes h),
    d as (insert into property_details (agent_id, company_id, account_number, lot_number)
      select h.property_id, ${companyId}::bigint, 'A' || lpad(h.k::text, 6, '0'), h.p::text from bench_homes h),
    ad as (insert into addresses (company_id, agent_id, address_type_id, street_number, street_name,
        city, state_id, postal_code, is_primary)
      select ${companyId}::bigint, a.agent_id, a.type, ${streetNumber}, ${street}, 'Springfield', 31, '07081', true
      from bench_homes h cross join lateral (values (h.property_id, ${AddressTypeId.Property}::int),
        (h.owner_id, ${AddressTypeId.Home}::int)) a(agent_id, type)),
    p as (insert into phones (company_id, agent_id, phone_type_id, area_code, phone_number, is_primary)
      select ${companyId}::bigint, h.owner_id, ${PhoneTypeId.Mobile}::int, ${pick(areas, BenchAreaCodes.length, k)},
        lpad(((h.k::bigint * 7919) % 10000000)::text, 7, '0'), true from bench_homes h)
    insert into web_addresses (company_id, agent_id, web_address_type_id, address, is_primary)
    select ${companyId}::bigint, h.owner_id, ${WebAddressTypeId.Email}::int, ${email}, true from bench_homes h`);
  await tx.execute(sql`insert into accounts (company_id, community_agent_id, account_number, account_name, account_type_id)
    select ${companyId}::bigint, c.id, a.number, a.name, a.type from bench_communities c
    cross join (values ('1000', 'Operating Cash', 0), ('1100', 'Reserve Cash', 0),
      ('1200', 'Owner Receivables', 1), ('2000', 'Accounts Payable', 6), ('3000', 'Retained Earnings', 9),
      ('4000', 'Assessment Income', 11), ('5000', 'Landscaping Expense', 12),
      ('5100', 'Pool Maintenance', 12), ('5200', 'Snow Removal', 12), ('5300', 'Insurance Expense', 12))
      a(number, name, type)`);
}

async function seedUser(tx: Tx, companyId: number, userName: string, passwordHash: string) {
  const [user] = await queryRows<{ id: string }>(
    tx,
    sql`insert into users (company_id, user_name, password_hash, display_name, email, is_system_admin)
        values (${companyId}, ${userName}, ${passwordHash}, 'Bench Admin', ${`${userName}@example.com`}, true)
        returning id::text`,
  );
  const [role] = await queryRows<{ id: string }>(
    tx,
    sql`insert into roles (company_id, name) values (${companyId}, 'Bench') returning id::text`,
  );
  if (!user || !role) throw new Error('Bench user not created');
  await tx.execute(sql`insert into role_claims (company_id, role_id, claim, can_create, can_read, can_update, can_delete)
    select ${companyId}::bigint, ${role.id}::bigint, claim, true, true, true, true
    from unnest(${`{${PermissionClaimNames.join(',')}}`}::text[]) claim`);
  await tx.execute(sql`insert into user_roles (company_id, user_id, role_id)
    values (${companyId}, ${user.id}::bigint, ${role.id}::bigint)`);
  await tx.execute(sql`insert into user_communities (company_id, user_id, community_agent_id)
    select ${companyId}::bigint, ${user.id}::bigint, id from bench_communities`);
}
