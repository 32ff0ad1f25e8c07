CREATE TABLE "conflict_notices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"project_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "conflict_notices_version_idx" ON "conflict_notices" USING btree ("version","id");--> statement-breakpoint
CREATE INDEX "conflict_notices_project_id_idx" ON "conflict_notices" USING btree ("project_id");