CREATE TABLE "compass_point_counts" (
	"account_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "compass_point_counts_account_id_created_by_status_pk" PRIMARY KEY("account_id","created_by","status")
);
--> statement-breakpoint
DROP INDEX "compass_points_account_status_created_idx";--> statement-breakpoint
DROP INDEX "compass_points_account_status_deactivated_idx";--> statement-breakpoint
ALTER TABLE "compass_points" ADD COLUMN "designation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "compass_points" ADD COLUMN "content_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "compass_points" ADD COLUMN "content_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "compass_points" ADD COLUMN "creator_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "compass_points" ADD COLUMN "creator_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "compass_points" ADD COLUMN "deactivator_email" text;--> statement-breakpoint
CREATE INDEX "compass_points_deactivated_by_idx" ON "compass_points" USING btree ("deactivated_by");--> statement-breakpoint
CREATE INDEX "compass_points_account_designation_idx" ON "compass_points" USING btree ("account_id","status","designation","id");--> statement-breakpoint
CREATE INDEX "compass_points_account_content_status_idx" ON "compass_points" USING btree ("account_id","status","content_status","id");--> statement-breakpoint
CREATE INDEX "compass_points_account_name_idx" ON "compass_points" USING btree ("account_id","status","name","id");--> statement-breakpoint
CREATE INDEX "compass_points_account_creator_email_idx" ON "compass_points" USING btree ("account_id","status","creator_email","id");--> statement-breakpoint
CREATE INDEX "compass_points_account_created_idx" ON "compass_points" USING btree ("account_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "compass_points_account_deactivator_email_idx" ON "compass_points" USING btree ("account_id","status","deactivator_email","id");--> statement-breakpoint
CREATE INDEX "compass_points_account_deactivated_idx" ON "compass_points" USING btree ("account_id","status","deactivated_at","id");--> statement-breakpoint
CREATE INDEX "compass_points_own_designation_idx" ON "compass_points" USING btree ("account_id","created_by","status","designation","id");--> statement-breakpoint
CREATE INDEX "compass_points_own_content_status_idx" ON "compass_points" USING btree ("account_id","created_by","status","content_status","id");--> statement-breakpoint
CREATE INDEX "compass_points_own_name_idx" ON "compass_points" USING btree ("account_id","created_by","status","name","id");--> statement-breakpoint
CREATE INDEX "compass_points_own_creator_email_idx" ON "compass_points" USING btree ("account_id","created_by","status","creator_email","id");--> statement-breakpoint
CREATE INDEX "compass_points_own_created_idx" ON "compass_points" USING btree ("account_id","created_by","status","created_at","id");--> statement-breakpoint
CREATE INDEX "compass_points_own_deactivator_email_idx" ON "compass_points" USING btree ("account_id","created_by","status","deactivator_email","id");--> statement-breakpoint
CREATE INDEX "compass_points_own_deactivated_idx" ON "compass_points" USING btree ("account_id","created_by","status","deactivated_at","id");