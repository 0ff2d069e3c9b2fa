import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { Icon } from './icon';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  size?: 'md' | 'lg';
  className?: string;
};

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );
}

/**
 * Native modal <dialog>: the browser makes the rest of the page inert and puts the dialog in
 * the top layer. Focus wrap, Escape and focus restore are also handled here so behaviour does not
 * depend on browser differences. Put `data-autofocus` on the element that should get focus first.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

/**
 * The behaviour of a native modal <dialog>, for the Modal below and any other modal surface (the site's
 * search overlay): shown with showModal (the page behind inert), focus wrapped inside, Escape and a
 * backdrop click close it, focus goes back to what had it before, and the page does not scroll behind.
 * `initialFocus` picks the element to focus first.
 */
export function useModalDialog(
  onClose: () => void,
  initialFocus: (dialog: HTMLDialogElement) => HTMLElement | null | undefined,
) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef.current(dialog)?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      previouslyFocused?.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click closes only when the press both started and ended on the backdrop (the dialog element
  // itself), so selecting text inside and releasing outside does not close it.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onCloseRef.current();
    pressStartedOnBackdrop.current = false;
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };

  return {
    dialogProps: { ref: dialogRef, onKeyDown, onCancel, onMouseDown, onClick },
    close: () => onCloseRef.current(),
  };
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  closeLabel = 'Close',
  size = 'md',
  className,
}: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { close, dialogProps } = useModalDialog(
    onClose,
    (dialog) =>
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      (bodyRef.current ? focusableIn(bodyRef.current)[0] : undefined) ??
      closeRef.current,
  );

  return (
    <dialog
      {...dialogProps}
      className={['ui-modal', `ui-modal--${size}`, className].filter(Boolean).join(' ')}
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <div className="ui-modal__surface">
        <header className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="ui-button-icon ui-modal__close"
            aria-label={closeLabel}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        </header>
        <div ref={bodyRef} className="ui-modal__body">
          {children}
        </div>
        {footer && <footer className="ui-modal__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
