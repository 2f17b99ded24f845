CREATE TABLE "semantic_vector_lists" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"centroids" "bytea" NOT NULL,
	"starts" "bytea" NOT NULL,
	"rows" "bytea" NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "semantic_vector_lists" ADD CONSTRAINT "semantic_vector_lists_model_id_semantic_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."semantic_models"("id") ON DELETE cascade ON UPDATE no action;