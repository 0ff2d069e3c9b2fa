import { useCallback, useSyncExternalStore } from 'react';
import { usePrefersReducedMotion } from './hooks';
import { Icon } from './icon';

export type BackToTopProps = {
  /** Shown once window.scrollY is greater than this many pixels. */
  threshold?: number;
  label?: string;
  /** Id of an element (e.g. the main landmark) that receives focus after scrolling up. */
  focusTargetId?: string;
  className?: string;
};

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function BackToTop({
  threshold = 300,
  label = 'Back to top',
  focusTargetId,
  className,
}: BackToTopProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  const isVisible = useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);

  if (!isVisible) return null;

  const onClick = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'instant' : 'smooth' });
    // The button unmounts at the top; hand focus somewhere meaningful instead of losing it.
    if (focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={['ui-back-to-top', className].filter(Boolean).join(' ')}
      onClick={onClick}
    >
      <Icon name="arrow-up" />
      <span className="ui-visually-hidden">{label}</span>
    </button>
  );
}
