CREATE TABLE "search_frequent_words" (
	"word" text NOT NULL,
	"publisher_id" integer NOT NULL,
	"generation" integer NOT NULL,
	"documents" integer NOT NULL,
	"facets" jsonb NOT NULL,
	"candidates" jsonb NOT NULL,
	CONSTRAINT "search_frequent_words_word_publisher_id_pk" PRIMARY KEY("word","publisher_id")
);
--> statement-breakpoint
ALTER TABLE "search_frequent_words" ADD CONSTRAINT "search_frequent_words_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;