-- Sessions end after inactivity: the last use of a token, moved forward as it is used.
ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;
