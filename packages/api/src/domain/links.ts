/** A link counts as external (opened in a new tab) only when it starts with http:// or https://. */
export const isExternalLink = (url: string | null | undefined): url is string =>
  !!url && /^https?:\/\//i.test(url);
