-- The audit list names what an admin action deleted (docs/decisions/049): a removed post's title is kept here.
ALTER TABLE "admin_actions" ADD COLUMN "target_label" text;