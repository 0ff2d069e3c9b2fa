-- The review record is only ever added to (issue #25): an auditor must be able to trust that no
-- decision was edited or removed after it was signed, whatever code or person holds a connection.
CREATE FUNCTION review_decisions_sealed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'review decisions are a permanent record: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER review_decisions_no_change BEFORE UPDATE OR DELETE ON review_decisions
  FOR EACH ROW EXECUTE FUNCTION review_decisions_sealed();--> statement-breakpoint
CREATE TRIGGER review_decisions_no_truncate BEFORE TRUNCATE ON review_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION review_decisions_sealed();
