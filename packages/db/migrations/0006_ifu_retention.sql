-- Retention of published instructions for use (Regulation (EU) 2021/2226; docs/product.md,
-- "Instructions for use"): a revision once published is never deleted, and its file, language,
-- label and date never change; it can only be withdrawn (and stays so). The query layer refuses
-- these first with the product's words; this refuses them for any other writer too.
CREATE FUNCTION ifu_revisions_retain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'draft' THEN
      RAISE EXCEPTION 'ifu revision % is kept: a published revision is never deleted', OLD.id
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status <> 'draft' AND (
    NEW.file_key IS DISTINCT FROM OLD.file_key OR NEW.sha256 IS DISTINCT FROM OLD.sha256
    OR NEW.size IS DISTINCT FROM OLD.size OR NEW.lang IS DISTINCT FROM OLD.lang
    OR NEW.revision IS DISTINCT FROM OLD.revision OR NEW.document_id IS DISTINCT FROM OLD.document_id
    OR NEW.effective_date IS DISTINCT FROM OLD.effective_date
    OR NEW.status = 'draft' OR (OLD.status = 'withdrawn' AND NEW.status <> 'withdrawn')
  ) THEN
    RAISE EXCEPTION 'ifu revision % is kept: a published revision is never replaced', OLD.id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ifu_revisions_retain BEFORE UPDATE OR DELETE ON "ifu_revisions"
FOR EACH ROW EXECUTE FUNCTION ifu_revisions_retain();
