export type IconName =
  | 'chevron-left'
  | 'chevron-right'
  | 'chevron-down'
  | 'pause'
  | 'play'
  | 'close'
  | 'arrow-up';

const PATHS: Record<IconName, string> = {
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
  close: 'M6 6l12 12M18 6L6 18',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
};

/** Decorative icon: the surrounding control carries the accessible name. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="ui-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/**
 * A button that shows only an icon (the carousels' play, previous and next): `label` is its accessible
 * name, `className` its place in the component beside the shared `ui-button-icon` look.
 */
export function IconButton({
  icon,
  label,
  className,
  controls,
  onClick,
}: {
  icon: IconName;
  label: string;
  className: string;
  /** The id of the region the button moves, where there is one. */
  controls?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`ui-button-icon ${className}`}
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}
