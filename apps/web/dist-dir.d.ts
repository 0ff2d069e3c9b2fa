export declare const webDistDir: string;
