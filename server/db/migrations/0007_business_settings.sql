CREATE TABLE "business_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "business_settings_version_idx" ON "business_settings" USING btree ("version","id");