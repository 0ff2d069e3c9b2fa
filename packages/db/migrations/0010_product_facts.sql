CREATE TABLE "market_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_slug" text NOT NULL,
	"market" text NOT NULL,
	"status" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status_date" date,
	"limited_availability" boolean DEFAULT false NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"authors" text NOT NULL,
	"venue" text NOT NULL,
	"year" integer NOT NULL,
	"platform" text DEFAULT 'journal' NOT NULL,
	"doi" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard" text NOT NULL,
	"body" text NOT NULL,
	"number" text NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reprocessing_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"instrument_slug" text NOT NULL,
	"cleaning" text NOT NULL,
	"sterilisation" text NOT NULL,
	"cycles" integer,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_statuses_instrument_idx" ON "market_statuses" USING btree ("instrument_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "reprocessing_summaries_instrument_idx" ON "reprocessing_summaries" USING btree ("instrument_slug");