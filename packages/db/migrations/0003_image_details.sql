ALTER TABLE "broadcasts" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "image_focus_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "image_focus_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_focus_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "image_focus_y" real DEFAULT 0.5 NOT NULL;