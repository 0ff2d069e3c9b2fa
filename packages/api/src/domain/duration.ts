// How long a video runs: staff type minutes and seconds ('1:32'), the database keeps whole seconds (92),
// search engines read ISO 8601 (PT1M32S, schema.org VideoObject `duration`). Browser-safe.

/** The longest video a duration may describe: a day (a longer one is a typing mistake). */
export const MAX_VIDEO_SECONDS = 86_400;

// m:ss with any number of minutes (a 75-minute case is '75:00'), or h:mm:ss.
const MINUTES_SECONDS = /^(\d{1,4}):([0-5]\d)$/;
const HOURS_MINUTES_SECONDS = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/;

/** True for a whole number of seconds a video can last (1 s to a day). */
export const isVideoSeconds = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_VIDEO_SECONDS;

/**
 * The seconds of a duration as staff type it ('1:32', '75:00', '1:15:00'), null when blank, undefined
 * when it is not a duration (no colon, seconds of 60 or more, zero, longer than a day).
 */
export function parseDuration(text: string): number | null | undefined {
  const v = text.trim();
  if (v === '') return null;
  const ms = MINUTES_SECONDS.exec(v);
  const hms = HOURS_MINUTES_SECONDS.exec(v);
  const seconds = ms
    ? Number(ms[1]) * 60 + Number(ms[2])
    : hms
      ? Number(hms[1]) * 3600 + Number(hms[2]) * 60 + Number(hms[3])
      : Number.NaN;
  return isVideoSeconds(seconds) ? seconds : undefined;
}

/** Seconds as the admin form shows them: m:ss (92 is '1:32', 4500 is '75:00'); '' for unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds as ISO 8601 (92 is 'PT1M32S', 3600 is 'PT1H', 4 is 'PT4S'), as schema.org's `duration` wants. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
  return `PT${parts}`;
}
