CREATE TABLE "membership_authorities" (
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"authority_name" text NOT NULL,
	CONSTRAINT "membership_authorities_user_id_account_id_authority_name_pk" PRIMARY KEY("user_id","account_id","authority_name")
);
--> statement-breakpoint
ALTER TABLE "membership_authorities" ADD CONSTRAINT "membership_authorities_authority_name_authorities_name_fk" FOREIGN KEY ("authority_name") REFERENCES "public"."authorities"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_authorities" ADD CONSTRAINT "membership_authorities_membership_fk" FOREIGN KEY ("user_id","account_id") REFERENCES "public"."entitlements"("user_id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_authorities_account_idx" ON "membership_authorities" USING btree ("account_id");