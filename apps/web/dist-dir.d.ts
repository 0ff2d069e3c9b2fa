export declare const webDistDir: string;
export declare const webPublicDir: string;
