export declare const FIRST_LOAD_BUDGET_KIB: number;
export type FirstLoadFile = { file: string; bytes: number; brotli: number };
export declare function measureFirstLoadJs(distDir: string): { files: FirstLoadFile[]; totalBrotli: number };
