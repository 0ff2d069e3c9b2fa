// A stored date (2025-01-15) written the way a language writes it, with its month names: the same
// words on the server and in the browser (no Intl data that could differ between them).

/** `write` gets the day, the month's name and the year; a value that is not such a date stays as it is. */
export const dateWriter =
  (write: (day: number, month: string, year: string) => string) => (isoDate: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
    return m ? write(Number(m[3]), m[2] ?? '', m[1] ?? '') : isoDate;
  };
