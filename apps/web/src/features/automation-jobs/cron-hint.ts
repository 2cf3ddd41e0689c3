// A cron expression (minute hour day-of-month month day-of-week) in plain English, for the common
// patterns; anything else is named a custom schedule.

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Common patterns, shown under the cron field. */
export const commonCrons: readonly { cron: string; meaning: string }[] = [
  { cron: '0 0 * * *', meaning: 'every day at midnight' },
  { cron: '0 6 * * 1', meaning: 'every Monday at 6:00 AM' },
  { cron: '0 0 1 * *', meaning: 'the 1st of every month at midnight' },
  { cron: '0 */4 * * *', meaning: 'every 4 hours' },
];

const whole = (text: string, max: number, min = 0): number | null => {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

function clock(hour: number, minute: number): string {
  if (hour === 0 && minute === 0) return 'midnight';
  if (hour === 12 && minute === 0) return 'noon';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

function ordinalOf(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The cron's meaning in plain English, or null when it is not a common pattern. */
export function describeCron(cron: string): string | null {
  const parts = cron.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const [mi, ho, dom, mo, dow] = parts as [string, string, string, string, string];
  const every = /^\*\/(\d+)$/;
  if (every.test(mi) && ho === '*' && dom === '*' && mo === '*' && dow === '*')
    return `every ${every.exec(mi)?.[1]} minutes`;
  const minute = whole(mi, 59);
  if (minute === null) return null;
  if (every.test(ho) && dom === '*' && mo === '*' && dow === '*')
    return minute === 0
      ? `every ${every.exec(ho)?.[1]} hours`
      : `every ${every.exec(ho)?.[1]} hours at minute ${minute}`;
  if (ho === '*' && dom === '*' && mo === '*' && dow === '*')
    return `every hour at minute ${minute}`;
  const hour = whole(ho, 23);
  if (hour === null) return null;
  const at = clock(hour, minute);
  if (dom === '*' && mo === '*' && dow === '*') return `every day at ${at}`;
  if (dom === '*' && mo === '*' && dow === '1-5') return `every weekday at ${at}`;
  const day = whole(dow, 7);
  if (dom === '*' && mo === '*' && day !== null) return `every ${weekdays[day % 7]} at ${at}`;
  const date = whole(dom, 31, 1);
  if (date === null || dow !== '*') return null;
  if (mo === '*') return `the ${ordinalOf(date)} of every month at ${at}`;
  const month = whole(mo, 12, 1);
  return month === null ? null : `every year on ${months[month - 1]} ${date} at ${at}`;
}
