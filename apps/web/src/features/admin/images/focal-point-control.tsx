import type { Control, FieldValues, Path, PathValue } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { FocalPointField } from './focal-point-field';

type FocusFields = { imageFocusX?: unknown; imageFocusY?: unknown };

/** FocalPointField bound to a form's imageFocusX and imageFocusY. */
export function FocalPointControl<T extends FieldValues & FocusFields>({
  control,
  id,
  file,
  imageUrl,
}: {
  control: Control<T>;
  id: string;
  file?: File;
  imageUrl?: string | null;
}) {
  const fx = useController({ control, name: 'imageFocusX' as Path<T> });
  const fy = useController({ control, name: 'imageFocusY' as Path<T> });
  return (
    <FocalPointField
      id={id}
      file={file}
      imageUrl={imageUrl}
      x={Number(fx.field.value ?? 0.5)}
      y={Number(fy.field.value ?? 0.5)}
      onChange={(x, y) => {
        fx.field.onChange(x as PathValue<T, Path<T>>);
        fy.field.onChange(y as PathValue<T, Path<T>>);
      }}
    />
  );
}
