CREATE TABLE "ifu_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"udi_di" text,
	"title" text NOT NULL,
	"instrument_slug" text,
	"listed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ifu_documents_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "ifu_file_chunks" (
	"file_key" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "ifu_file_chunks_file_key_seq_pk" PRIMARY KEY("file_key","seq")
);
--> statement-breakpoint
CREATE TABLE "ifu_paper_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"institution" text NOT NULL,
	"address" text NOT NULL,
	"ref" text NOT NULL,
	"lang" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"due_by" date NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ifu_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"lang" text NOT NULL,
	"revision" text NOT NULL,
	"effective_date" date NOT NULL,
	"change_summary" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"withdrawn_reason" text,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"file_key" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ifu_revisions" ADD CONSTRAINT "ifu_revisions_document_id_ifu_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."ifu_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ifu_paper_requests_open_idx" ON "ifu_paper_requests" USING btree ("sent_at","due_by");--> statement-breakpoint
CREATE UNIQUE INDEX "ifu_revisions_doc_lang_rev_idx" ON "ifu_revisions" USING btree ("document_id","lang","revision");--> statement-breakpoint
CREATE INDEX "ifu_revisions_status_idx" ON "ifu_revisions" USING btree ("status","document_id");