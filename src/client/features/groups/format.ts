import dayjs from 'dayjs';

// dayjs formats in the browser's own time zone, which is the viewer's (design: show dates in the viewer's zone).

/** 'Sat, Mar 7, 2026'. */
export function formatDay(iso: string): string {
  return dayjs(iso).format('ddd, MMM D, YYYY');
}

/** '7:30 PM'. */
export function formatTime(iso: string): string {
  return dayjs(iso).format('h:mm A');
}
