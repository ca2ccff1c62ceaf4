CREATE TABLE "email_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_changes_confirm_token_hash_key" UNIQUE("confirm_token_hash"),
	CONSTRAINT "email_changes_cancel_token_hash_key" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_key";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "token_hash" text;--> statement-breakpoint
-- Hand-added: existing feeds keep their address; only its SHA-256 (hex, as hashToken) stays.
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "token_salt" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE("token_hash");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_previous_token_hash_key" UNIQUE("previous_token_hash");