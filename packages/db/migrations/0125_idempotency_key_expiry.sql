-- Idempotency keys are kept 30 days, as the API description says: the daily expiry job finds the
-- companies with older keys through this scheduler policy (read-only, only while app.scheduler is
-- on) and deletes each company's in a tenant transaction of its own.
CREATE POLICY scheduler_lookup ON idempotency_keys FOR SELECT USING (app_scheduler());
