CREATE TABLE "content_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_hash" text NOT NULL,
	"source_updated_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by" integer,
	"updated_by_email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_item_locale" UNIQUE("entity","item_id","locale")
);
--> statement-breakpoint
CREATE INDEX "content_translations_locale_idx" ON "content_translations" USING btree ("locale","entity");