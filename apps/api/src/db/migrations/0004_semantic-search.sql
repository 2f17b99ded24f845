CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "semantic_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"dimensions" integer NOT NULL,
	"documents" integer NOT NULL,
	"terms" jsonb,
	"idf" "bytea",
	"projection" "bytea",
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "semantic_vectors" (
	"model_id" integer NOT NULL,
	"chunk" integer NOT NULL,
	"document_ids" "bytea" NOT NULL,
	"publisher_ids" "bytea" NOT NULL,
	"vectors" "bytea" NOT NULL,
	"term_offsets" "bytea",
	"term_ids" "bytea",
	"term_counts" "bytea",
	CONSTRAINT "semantic_vectors_model_id_chunk_pk" PRIMARY KEY("model_id","chunk")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "semantic_vectors" ADD CONSTRAINT "semantic_vectors_model_id_semantic_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."semantic_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);