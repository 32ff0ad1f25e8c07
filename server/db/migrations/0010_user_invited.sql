ALTER TABLE "users" ADD COLUMN "invited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts invited before this column and never signed in since: an invitation's reset link was made
-- with the account, in the same transaction, and nobody has opened a session with it.
UPDATE "users" SET "invited" = true
WHERE NOT EXISTS (SELECT 1 FROM "sessions" WHERE "sessions"."user_id" = "users"."id")
  AND EXISTS (
    SELECT 1 FROM "password_reset_tokens"
    WHERE "password_reset_tokens"."user_id" = "users"."id"
      AND "password_reset_tokens"."created_at" = "users"."created_at"
  );
