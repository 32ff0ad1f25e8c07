CREATE TABLE "stream_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"installer_link_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stream_tickets_one_credential" CHECK (("stream_tickets"."session_id" is null) <> ("stream_tickets"."installer_link_id" is null))
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_installer_link_id_installer_links_id_fk" FOREIGN KEY ("installer_link_id") REFERENCES "public"."installer_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_idx" ON "stream_tickets" USING btree ("expires_at");