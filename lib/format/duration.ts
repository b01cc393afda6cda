/** Elapsed seconds as a clock reads them: "0:07", "2:35", "1:02:03". */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(whole % 60)}` : `${minutes}:${two(whole % 60)}`;
}

/** The same as an ISO 8601 duration, for `<time dateTime>`: "PT155S". */
export const isoDuration = (seconds: number) => `PT${Math.max(0, Math.floor(seconds))}S`;
