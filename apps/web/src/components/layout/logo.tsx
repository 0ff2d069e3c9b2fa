/** The Manovo Surgical wordmark: an articulated wrist glyph and the name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const text = inverted ? '#FFFFFF' : '#0B2545';
  return (
    <svg
      className="logo"
      width="196"
      height="40"
      viewBox="0 0 196 40"
      role="img"
      aria-label="Manovo Surgical"
    >
      <rect x="0" y="2" width="36" height="36" rx="10" fill="#0E9F8E" />
      <path
        d="M8 28 L16 20 L22 22 L29 12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="20" r="2.6" fill="#F28C28" />
      <circle cx="22" cy="22" r="2.6" fill="#fff" />
      <text
        x="46"
        y="22"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontWeight="700"
        fontSize="18"
        fill={text}
      >
        Manovo
      </text>
      <text
        x="46"
        y="36"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fontWeight="500"
        fontSize="11"
        letterSpacing="2.6"
        fill={inverted ? '#9FF0E4' : '#0A7A6D'}
      >
        SURGICAL
      </text>
    </svg>
  );
}
