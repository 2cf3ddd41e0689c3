-- The daily posting of due funds transfers finds the companies with a pending transfer dated on or
-- before the day in one read, before it knows a company: a read-only policy that applies only while
-- app.scheduler is on (as 0036 and 0037 do for invoice templates, mail and digital payments).
CREATE POLICY scheduler_lookup ON funds_transfers FOR SELECT USING (app_scheduler());
