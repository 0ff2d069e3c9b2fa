/** Runs one public procedure through the server's tRPC caller. */
export type ProcedureCall = (path: string, input: unknown) => Promise<unknown>;

/** What src/entry-server.tsx exports once built. */
export type Renderer = {
  render(input: { url: string; call: ProcedureCall }): Promise<{ appHtml: string; stateJson: string }>;
};

export declare const rendererFile: string;
export declare function loadRenderer(file?: string): Promise<Renderer | null>;
