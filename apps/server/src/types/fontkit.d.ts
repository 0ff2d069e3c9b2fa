// The part of fontkit (no types of its own) the share cards use: lay out a line, read glyph outlines.
declare module 'fontkit' {
  type PathCommand = { command: string; args: number[] };
  type Glyph = { path: { commands: PathCommand[] } };
  type Position = { xAdvance: number; xOffset?: number; yOffset?: number };
  type GlyphRun = { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
  export type Font = { unitsPerEm: number; layout(text: string): GlyphRun };
  export function create(buffer: Buffer): Font;
}
