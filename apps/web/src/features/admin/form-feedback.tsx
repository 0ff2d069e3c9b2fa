type Props = { error?: string };

/**
 * The end of a form: why the save (or the sign-in) failed (docs/product.md §8: the prefix and the server's
 * text). Wide: it spans a two-column form; in a one-column one that changes nothing.
 */
export function FormFeedback({ error }: Props) {
  if (!error) return null;
  return (
    <p className="adm-form__error adm-field--wide" role="alert">
      {error}
    </p>
  );
}
