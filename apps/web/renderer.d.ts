import type { createServerCaller } from '@manovo/api';

/** The server's typed tRPC caller (packages/api): how a page's declared data is read. */
export type ServerCaller = ReturnType<typeof createServerCaller>;

/** The server's answer to a form posted without JavaScript (src/features/forms/form-echo.ts). */
export type FormEcho = {
  form: 'contact' | 'apply' | 'ifu-paper';
  status: string;
  values: Record<string, string>;
};

/** What src/entry-server.tsx exports once built. */
export type Renderer = {
  render(input: { url: string; api: ServerCaller; echo?: FormEcho }): Promise<{
    appHtml: string;
    stateJson: string;
    echoHtml?: string;
    renders: number;
    undeclared: string[];
    /** The lazily loaded page's source (src/app-routes.tsx), the key of its chunk in the manifest. */
    pageModule?: string;
  }>;
};

export declare const rendererFile: string;
export declare function loadRenderer(file?: string): Promise<Renderer | null>;
