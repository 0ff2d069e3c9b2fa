/** Runs one public procedure through the server's tRPC caller. */
export type ProcedureCall = (path: string, input: unknown) => Promise<unknown>;

/** The server's answer to a form posted without JavaScript (src/features/forms/form-echo.ts). */
export type FormEcho = { form: 'contact' | 'apply'; status: string; values: Record<string, string> };

/** What src/entry-server.tsx exports once built. */
export type Renderer = {
  render(input: {
    url: string;
    call: ProcedureCall;
    echo?: FormEcho;
  }): Promise<{ appHtml: string; stateJson: string; echoHtml?: string }>;
};

export declare const rendererFile: string;
export declare function loadRenderer(file?: string): Promise<Renderer | null>;
