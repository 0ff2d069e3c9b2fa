import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { InputField } from './input-field';
import { isoToLocalInput, localInputToIso } from './utils';

type Props<T extends FieldValues, Out> = {
  control: Control<T, unknown, Out>;
  /** A field whose value is an ISO date-time, or null when cleared. */
  name: FieldPathByValue<T, string | null | undefined>;
  id: string;
  label: string;
};

/**
 * A date and time picked in the browser's own time zone and kept as an ISO instant, which is what the API
 * stores: the picker shows local time, the form value is never ambiguous.
 */
export function DateTimeField<T extends FieldValues, Out>({ control, name, id, label }: Props<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <InputField
      id={id}
      label={label}
      type="datetime-local"
      error={fieldState.error?.message}
      ref={field.ref}
      name={field.name}
      onBlur={field.onBlur}
      value={isoToLocalInput(field.value)}
      onChange={(e) => field.onChange(localInputToIso(e.target.value))}
    />
  );
}
