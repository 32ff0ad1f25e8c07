CREATE TABLE "outbound_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"target" text NOT NULL,
	"kind" text NOT NULL,
	"project_id" uuid,
	"ordering_key" text,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_token" uuid,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conflict_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbound_messages_due_idx" ON "outbound_messages" USING btree ("next_try_at") WHERE "outbound_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbound_messages_ordering_idx" ON "outbound_messages" USING btree ("ordering_key","seq") WHERE "outbound_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbound_messages_project_idx" ON "outbound_messages" USING btree ("project_id","seq");--> statement-breakpoint
CREATE INDEX "outbound_messages_dead_idx" ON "outbound_messages" USING btree ("state") WHERE "outbound_messages"."state" = 'dead';--> statement-breakpoint
CREATE INDEX "conflict_notices_version_idx" ON "conflict_notices" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "conflict_notices_project_id_idx" ON "conflict_notices" USING btree ("project_id");