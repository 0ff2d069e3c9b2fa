// Small helpers that keep the generated SVG short and byte-for-byte reproducible.

/** A number with at most one decimal, no trailing zero, no "-0". */
export const n = (v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Serialises attributes; undefined and false values are left out. */
export const attrs = (a = {}) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== false && v !== null)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');

export const el = (tag, a, body) =>
  body === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${body}</${tag}>`;
export const g = (a, ...body) => el('g', a, body.join(''));
export const path = (d, a = {}) => el('path', { d, ...a });
export const circle = (cx, cy, r, a = {}) => el('circle', { cx, cy, r, ...a });
export const rect = (x, y, width, height, a = {}) => el('rect', { x, y, width, height, ...a });
export const ellipse = (cx, cy, rx, ry, a = {}) => el('ellipse', { cx, cy, rx, ry, ...a });

/** translate / rotate / scale as one transform attribute value. */
export const tf = ({ x = 0, y = 0, r = 0, s = 1, sy } = {}) =>
  [
    x || y ? `translate(${n(x)} ${n(y)})` : '',
    r ? `rotate(${n(r)})` : '',
    s !== 1 || (sy !== undefined && sy !== s)
      ? `scale(${n(s)}${sy !== undefined && sy !== s ? ` ${n(sy)}` : ''})`
      : '',
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/** Path data from a list of [x, y] points (M ... L ... [Z]). */
export const poly = (pts, close = true) =>
  `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;

/** Point on a circle, angle in degrees (SVG: y grows downwards, so positive angles turn clockwise). */
export const polar = (cx, cy, r, deg) => [
  cx + r * Math.cos((deg * Math.PI) / 180),
  cy + r * Math.sin((deg * Math.PI) / 180),
];

/** Circular arc path from angle a0 to a1 (degrees). */
export const arc = (cx, cy, r, a0, a1) => {
  const [x0, y0] = polar(cx, cy, r, a0);
  const [x1, y1] = polar(cx, cy, r, a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} ${sweep} ${n(x1)} ${n(y1)}`;
};

export const linear = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  el(
    'linearGradient',
    { id, x1, y1, x2, y2 },
    stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join(''),
  );
export const radial = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
  el(
    'radialGradient',
    { id, cx, cy, r },
    stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join(''),
  );

/** A complete SVG document. The title is the accessible name when the file is opened on its own. */
export const svg = (w, h, body, { title, defs = '' } = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"${title ? ' role="img"' : ''}>${title ? `<title>${title}</title>` : ''}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;
