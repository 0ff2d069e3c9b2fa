/**
 * The id of the `<script type="application/json">` that carries the server's React Query cache. Its own
 * module, so the page's entry (boot.ts) can look for it without bringing React Query along.
 */
export const STATE_ELEMENT_ID = 'manovo-state';
