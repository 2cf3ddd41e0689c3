-- The catalogue figures of docs/architecture.md, 'Scale-out' (what a Citus distribution by
-- company_id would change): run with psql on a migrated database, e.g.
--   psql -At -d <database> -f docs/scale-out-catalogue.sql
with t as (
  select c.oid, c.relname,
         exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped) as has_company
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p')
),
k as (
  select con.conrelid, con.contype, con.conname, con.confrelid,
         exists (select 1 from unnest(con.conkey) k(n) join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n where a.attname = 'company_id') as keyed
    from pg_constraint con join t on t.oid = con.conrelid
)
select 'tables', count(*)::text from t
union all select 'tables with company_id', count(*)::text from t where has_company
union all select 'tables without company_id', count(*)::text from t where not has_company
union all select 'PKs of company tables without company_id', count(*)::text from k join t on t.oid = k.conrelid where t.has_company and k.contype = 'p' and not k.keyed
union all select 'PKs of company tables with company_id', count(*)::text from k join t on t.oid = k.conrelid where t.has_company and k.contype = 'p' and k.keyed
union all select 'unique constraints of company tables without company_id', count(*)::text from k join t on t.oid = k.conrelid where t.has_company and k.contype = 'u' and not k.keyed
union all select 'unique constraints of company tables with company_id', count(*)::text from k join t on t.oid = k.conrelid where t.has_company and k.contype = 'u' and k.keyed
union all select 'unique indexes (not constraints) of company tables without company_id', count(*)::text
  from pg_index i join t on t.oid = i.indrelid
 where t.has_company and i.indisunique and not i.indisprimary
   and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
   and not exists (select 1 from unnest(i.indkey) k(n) join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n where a.attname = 'company_id')
union all select 'FKs company table -> company table without company_id', count(*)::text
  from k join t on t.oid = k.conrelid join t r on r.oid = k.confrelid where k.contype = 'f' and t.has_company and r.has_company and not k.keyed
union all select 'FKs company table -> company table with company_id', count(*)::text
  from k join t on t.oid = k.conrelid join t r on r.oid = k.confrelid where k.contype = 'f' and t.has_company and r.has_company and k.keyed
union all select 'FKs company table -> table without company_id', count(*)::text
  from k join t on t.oid = k.conrelid join t r on r.oid = k.confrelid where k.contype = 'f' and t.has_company and not r.has_company
union all select 'FKs table without company_id -> company table', count(*)::text
  from k join t on t.oid = k.conrelid join t r on r.oid = k.confrelid where k.contype = 'f' and not t.has_company and r.has_company
union all select 'sequences', count(*)::text from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S'
union all select 'tables under row-level security', count(*)::text from pg_class c join t on t.oid = c.oid where c.relrowsecurity
union all select 'tables without company_id (list)', string_agg(relname, ', ' order by relname) from t where not has_company;

-- The keys that already hold company_id, and the lookups across companies.
select 'PK with company_id: ' || string_agg(c.conrelid::regclass::text, ', ') from pg_constraint c join pg_namespace n on n.oid=c.connamespace where n.nspname='public' and c.contype='p' and exists (select 1 from unnest(c.conkey) k(x) join pg_attribute a on a.attrelid=c.conrelid and a.attnum=k.x where a.attname='company_id');
select 'unique constraint without company_id: ' || string_agg(c.conname || ' on ' || c.conrelid::regclass::text, ', ') from pg_constraint c join pg_namespace n on n.oid=c.connamespace where n.nspname='public' and c.contype='u' and not exists (select 1 from unnest(c.conkey) k(x) join pg_attribute a on a.attrelid=c.conrelid and a.attnum=k.x where a.attname='company_id');
select 'unique indexes with company_id: ' || count(*) from pg_index i join pg_class c on c.oid=i.indrelid join pg_namespace n on n.oid=c.relnamespace where n.nspname='public' and i.indisunique and not i.indisprimary and exists (select 1 from unnest(i.indkey) k(x) join pg_attribute a on a.attrelid=i.indrelid and a.attnum=k.x where a.attname='company_id');
select 'unique indexes without company_id (sample): ' || string_agg(pg_get_indexdef(i.indexrelid), E'\n  ') from (select i.* from pg_index i join pg_class c on c.oid=i.indrelid join pg_namespace n on n.oid=c.relnamespace where n.nspname='public' and i.indisunique and not i.indisprimary and not exists (select 1 from unnest(i.indkey) k(x) join pg_attribute a on a.attrelid=i.indrelid and a.attnum=k.x where a.attname='company_id') limit 8) i;
select 'FK to table without company_id: ' || string_agg(c.conname, ', ') from pg_constraint c join pg_namespace n on n.oid=c.connamespace where n.nspname='public' and c.contype='f' and c.confrelid::regclass::text in ('companies','sign_in_attempts');
select 'FKs referencing companies: ' || count(*) from pg_constraint c where c.contype='f' and c.confrelid = 'companies'::regclass;
select 'policies: ' || count(*) || ', distinct tables ' || count(distinct tablename) from pg_policies where schemaname='public';
select 'policies using auth_lookup or scheduler: ' || string_agg(distinct tablename || ':' || policyname, ', ') from pg_policies where schemaname='public' and (qual like '%auth_lookup%' or qual like '%scheduler%');
select 'columns ending _id that are not company_id in company tables: ' || count(*) from information_schema.columns where table_schema='public' and column_name like '%\_id' and column_name <> 'company_id';
select 'tables without a primary key: ' || string_agg(c.relname, ', ') from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and not exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'p');
