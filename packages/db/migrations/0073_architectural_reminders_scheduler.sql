-- The decision clock's daily reminders find the companies with pending architectural requests
-- across companies: a read-only policy that applies only while app.scheduler is on (as for the
-- violation ladder, 0067).
CREATE POLICY scheduler_lookup ON architectural_requests FOR SELECT USING (app_scheduler());
