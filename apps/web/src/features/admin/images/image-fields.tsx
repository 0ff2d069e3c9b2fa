import type { ComponentProps } from 'react';
import { type Control, type FieldValues, type Path, useController, useWatch } from 'react-hook-form';
import { ImageField } from '../image-field';
import { InputField } from '../input-field';
import { FocalPointControl } from './focal-point-control';
import { IMAGE_TEXT } from './image-text';

type ImageFormFields = { image?: unknown; imageFocusX?: unknown; imageFocusY?: unknown };

type Props<T extends FieldValues & ImageFormFields> = {
  control: Control<T>;
  /** Names the three controls: `${id}-image`, `${id}-image-alt` and `${id}-focus`. */
  id: string;
  /**
   * The kind's words: the picker's label, and the hint an edit shows (an edit keeps its stored image
   * unless a new file is chosen).
   */
  text: { image: string; imageEditHint: string };
  /** The stored item an edit changes; none for a new one. */
  item?: { imageUrl?: string | null };
  /** The alt text's registration, from useAdminForm's `field('imageAlt')`. */
  alt: Omit<ComponentProps<typeof InputField>, 'id' | 'label'>;
  /** Picker and alt text required, the picker across the grid, the stored image shown until replaced. */
  required?: boolean;
  wide?: boolean;
  showStored?: boolean;
};

/** An item's image as staff edit it: the file picker, its alt text and its focal point. */
export function ImageFields<T extends FieldValues & ImageFormFields>({
  control,
  id,
  text,
  item,
  alt,
  required,
  wide,
  showStored,
}: Props<T>) {
  const picker = useController({ control, name: 'image' as Path<T> });
  const file = useWatch({ control, name: 'image' as Path<T> }) as File | undefined;
  const editing = item !== undefined;
  const imageUrl = item?.imageUrl;
  return (
    <>
      <ImageField
        id={`${id}-image`}
        label={text.image}
        wide={wide}
        required={required && !editing}
        hint={editing ? text.imageEditHint : undefined}
        error={picker.fieldState.error?.message}
        onFile={picker.field.onChange}
      >
        {showStored && imageUrl && !file && (
          <img className="adm-thumb adm-thumb--preview" src={imageUrl} alt="" />
        )}
      </ImageField>
      <InputField
        id={`${id}-image-alt`}
        label={IMAGE_TEXT.alt}
        hint={IMAGE_TEXT.altHint}
        wide
        required={required}
        {...alt}
      />
      <FocalPointControl control={control} id={`${id}-focus`} file={file} imageUrl={imageUrl} />
    </>
  );
}
