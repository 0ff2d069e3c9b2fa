-- Outside reviewers (issue #25): a signed, expiring, revocable link per named reviewer, stage, item and
-- version. A decision signed through one names no admin (signer_id null) and keeps its link.
CREATE TABLE "review_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_email" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"created_by" integer,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"decision_reference" text,
	CONSTRAINT "review_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "review_decisions" ALTER COLUMN "signer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_decisions" ADD COLUMN "outside_link_id" integer;--> statement-breakpoint
CREATE INDEX "review_links_item_idx" ON "review_links" USING btree ("kind","item_id");