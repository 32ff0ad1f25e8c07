-- Mail now goes through the one outbox (outbound_messages). Mail not yet sent is moved there, not
-- dropped: an invitation whose mail is lost cannot be sent again (the address already has its
-- account). The two kinds are told apart by the subject, as only these two templates ever wrote
-- here and only the invitation's says "invit" (in both languages). Mail the old outbox had given
-- up on (8 tries) becomes a dead letter an admin can retry; sent mail is history and goes.
INSERT INTO "outbound_messages" ("id", "target", "kind", "payload", "state", "attempts", "next_try_at", "last_error", "created_at")
SELECT
  "id",
  'mail',
  CASE WHEN "subject" ILIKE '%invit%' THEN 'mail.invitation' ELSE 'mail.passwordReset' END,
  jsonb_build_object('to', "to", 'subject', "subject", 'text', "text"),
  CASE WHEN "attempts" >= 8 THEN 'dead' ELSE 'pending' END,
  "attempts",
  now(),
  "last_error",
  "created_at"
FROM "mail_outbox"
WHERE "sent_at" IS NULL
ORDER BY "created_at";--> statement-breakpoint
DROP TABLE "mail_outbox" CASCADE;
