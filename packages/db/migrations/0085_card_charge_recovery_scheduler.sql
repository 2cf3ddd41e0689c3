-- The card payment recovery finds the card payments left charging (the process stopped between the
-- charge and its posting) across companies in one read, before it knows a company: a read-only
-- policy that applies only while app.scheduler is on (as 0078 does for autopay enrolments).
CREATE POLICY scheduler_lookup ON owner_one_time_payments FOR SELECT USING (app_scheduler());
