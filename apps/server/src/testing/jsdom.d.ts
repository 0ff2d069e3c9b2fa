// The part of jsdom (hoisted from the web app's tests; it ships no types) that the server's page tests
// use to read a rendered page as a document.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
