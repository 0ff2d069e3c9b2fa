type Props = { error?: string };

/** The end of a form: why the save failed (docs/product.md §8: the prefix and the server's text). */
export function FormFeedback({ error }: Props) {
  if (!error) return null;
  return (
    <p className="adm-form__error adm-field--wide" role="alert">
      {error}
    </p>
  );
}
