/** A span of seconds as people say it: "45 s", "12 min", "3.5 h", "2.1 days". */
export function formatDuration(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 36 * 3600) return `${round1(seconds / 3600)} h`;
  return `${round1(seconds / 86_400)} days`;
}

function round1(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
