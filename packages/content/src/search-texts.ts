// The words of the search page and the search overlay (issue #26), which each locale's texts translate
// (locales/<code>.ts, area `search`). The English strings are the spec's, unchanged; the placeholder and
// the no-results lines are MESSAGES (the `messages` area), a hit's title and excerpt are content.

export const SEARCH_TEXTS = {
  title: 'Search',
  submit: 'Search',
  filterLabel: 'Filter by type',
  all: 'All',
  /**
   * Each type's chip. A type not listed shows capitalised, which is also what the English of feature,
   * instrument and value is (listed so that a locale can name them).
   */
  filters: {
    page: 'Pages',
    broadcast: 'Broadcasts',
    career: 'Careers',
    video: 'Videos',
    section: 'Sections',
    faq: 'FAQ',
    publication: 'Publications',
    team: 'Team',
    feature: 'Feature',
    instrument: 'Instrument',
    value: 'Value',
  } as Record<string, string>,
  /** A hit's type as its card and the overlay name it: the English is the type as stored. */
  kinds: Object.fromEntries(
    [
      'page',
      'section',
      'value',
      'team',
      'feature',
      'instrument',
      'faq',
      'broadcast',
      'career',
      'video',
      'publication',
    ].map((type) => [type, type]),
  ) as Record<string, string>,
  searching: 'Searching…',
  count: (count: number, query: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
  /** A broadcast's date on its card (YYYY-MM-DD); English shows it as stored. */
  date: (isoDate: string) => isoDate,
  pagerLabel: 'Result pages',
  first: 'First',
  previous: 'Prev',
  next: 'Next',
  last: 'Last',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  overlay: { label: 'Search', close: 'Close search', pages: 'Pages', fromServer: 'From server' },
};
