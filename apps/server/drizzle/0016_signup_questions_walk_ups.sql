ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "emergency_contact_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "emergency_contact_phone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN IF NOT EXISTS "require_emergency_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN IF NOT EXISTS "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN IF NOT EXISTS "back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN IF NOT EXISTS "walk_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN IF NOT EXISTS "answers" jsonb;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN IF NOT EXISTS "emergency_contact_name" text;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN IF NOT EXISTS "emergency_contact_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "attendance_walk_up_email_key" ON "attendance" USING btree ("event_id",lower("walk_in_email")) WHERE "attendance"."walk_up";
