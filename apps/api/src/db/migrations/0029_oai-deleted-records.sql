CREATE TABLE "oai_deleted_records" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"content_code" text NOT NULL,
	"publisher_code" text NOT NULL,
	"category" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oai_deleted_records_content_code_unique" UNIQUE("content_code")
);
--> statement-breakpoint
CREATE INDEX "oai_deleted_records_deleted_at_idx" ON "oai_deleted_records" USING btree ("deleted_at");--> statement-breakpoint
-- Custom part (docs/adr/0064): a deleted document leaves its OAI-PMH record behind as deleted, whoever deletes it;
-- a document that comes back under the same content code is a live record again. Statement triggers with transition
-- tables: one statement per import batch, not one per row.
CREATE OR REPLACE FUNCTION documents_keep_oai_deletions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO oai_deleted_records (document_id, content_code, publisher_code, category)
    SELECT gone.id, gone.content_code, p.code, gone.category FROM gone JOIN publishers p ON p.id = gone.publisher_id
    ON CONFLICT (content_code) DO UPDATE SET document_id = excluded.document_id, publisher_code = excluded.publisher_code,
      category = excluded.category, deleted_at = now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_forget_oai_deletions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM oai_deleted_records r USING came_back WHERE r.content_code = came_back.content_code;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER documents_oai_deleted AFTER DELETE ON documents REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION documents_keep_oai_deletions();--> statement-breakpoint
CREATE TRIGGER documents_oai_back AFTER INSERT ON documents REFERENCING NEW TABLE AS came_back FOR EACH STATEMENT EXECUTE FUNCTION documents_forget_oai_deletions();
