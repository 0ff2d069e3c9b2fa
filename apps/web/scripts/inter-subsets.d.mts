export type InterFace = { subset: string; source: string; unicodeRange: string };
export declare const WEIGHTS: { min: number; max: number };
export declare function packageFaces(): InterFace[];
export declare function fileOf(subset: string): string;
export declare function codePointsOf(unicodeRange: string): string;
export declare function subsetFace(face: InterFace): Promise<Buffer>;
export declare function fontsCss(faces: InterFace[]): string;
