import { focalPosition } from '@manovo/api/domain';
import { type KeyboardEvent, type MouseEvent, useEffect, useState } from 'react';
import { Field } from '../field';
import './focal-point.css';

type Props = {
  id: string;
  /** The image shown: the chosen file, else the stored image; nothing to pick on without one. */
  file?: File;
  imageUrl?: string | null;
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
};

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
const STEP = 0.05;
const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/**
 * Where the subject of an image is (docs/product.md, "Images"): a click on the preview, or the arrow
 * keys, place the point that crops keep in view. The public pages crop with object-position there.
 */
export function FocalPointField({ id, file, imageUrl, x, y, onChange }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setSrc(imageUrl ?? null);
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file, imageUrl]);
  if (!src) return null;

  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter, Space) has no position: the arrow keys move the point instead.
    if (e.detail === 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    onChange(clamp((e.clientX - box.left) / box.width), clamp((e.clientY - box.top) / box.height));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEYS[e.key];
    if (!step) return;
    e.preventDefault();
    onChange(clamp(x + step[0]), clamp(y + step[1]));
  };
  const where = `${Math.round(x * 100)}% from the left, ${Math.round(y * 100)}% from the top`;
  return (
    <Field
      id={id}
      label="Focal point"
      wide
      hint="Click the subject of the image (or use the arrow keys): crops keep it in view."
    >
      <button
        id={id}
        type="button"
        className="adm-focal__picker"
        aria-describedby={`${id}-hint ${id}-where`}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <img src={src} alt="" className="adm-focal__image" />
        <span
          className="adm-focal__marker"
          style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
          aria-hidden="true"
        />
      </button>
      <div className="adm-focal__crops" aria-hidden="true">
        <img
          src={src}
          alt=""
          className="adm-focal__crop adm-focal__crop--wide"
          style={{ objectPosition: focalPosition(x, y) }}
        />
        <img
          src={src}
          alt=""
          className="adm-focal__crop adm-focal__crop--square"
          style={{ objectPosition: focalPosition(x, y) }}
        />
      </div>
      <p className="adm-focal__where" id={`${id}-where`} aria-live="polite">
        {where}
      </p>
    </Field>
  );
}
