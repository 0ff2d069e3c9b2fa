CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"admin_id" integer,
	"admin_email" text DEFAULT '' NOT NULL,
	"record" jsonb NOT NULL,
	"image_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("entity","entity_id","id");