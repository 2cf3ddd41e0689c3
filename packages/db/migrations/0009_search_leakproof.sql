-- Search under row-level security. The planner lets a query condition use an index only when the
-- condition cannot leak rows that the policy hides, that is, when every function it calls is
-- LEAKPROOF. ILIKE (texticlike) and || (textcat) are not marked so, which leaves every trigram
-- index unused and each search a scan of the company's rows. textcat only joins strings; texticlike
-- errs only on a malformed pattern, and the app passes its patterns as its own parameters. So both
-- are marked LEAKPROOF here. Only a superuser may do this; elsewhere the migration says so and
-- search still works, without the indexes.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF;
  ALTER FUNCTION pg_catalog.textcat(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'texticlike and textcat not marked LEAKPROOF (needs a superuser): search runs without its trigram indexes';
END $$;
