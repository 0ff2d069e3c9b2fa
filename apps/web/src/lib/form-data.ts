/** A value a multipart form can carry. */
export type FormDataValue = string | number | boolean | Blob | null | undefined;

/**
 * The multipart body of a form that carries a file, built from its typed values (the shared schema's input
 * type, so a misspelt or missing field fails to compile). A File goes as a file part with its name; an
 * absent field (undefined) is left out, so the server keeps what it has; null is sent as '' (a cleared
 * date); numbers and booleans as their text ('7', 'true'), which the schema reads back.
 */
export function toFormData(values: Record<string, FormDataValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, value === null ? '' : String(value));
  }
  return form;
}
