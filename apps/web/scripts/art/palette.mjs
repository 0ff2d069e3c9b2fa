// Brand colours (BRAND.md) plus the few derived tints the drawings need for metal and gloves.
export const C = {
  navy: '#0B2545',
  navy2: '#12406B',
  navy3: '#1C4E7E',
  teal: '#0E9F8E',
  tealDark: '#0A7A6D',
  tealLight: '#7FD3C7',
  mint: '#E6F6F3',
  mint2: '#F4FBF9',
  slate: '#5B6B7F',
  slateLight: '#A9B6C4',
  accent: '#F28C28',
  white: '#FFFFFF',
  // Stainless steel: light, mid and shadow tints of slate.
  steel: '#E8EDF2',
  steelMid: '#C5D0DB',
  steelDark: '#8796A8',
  glove: '#CDEFEA',
};
