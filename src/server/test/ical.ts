import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  status: string | null;
  description: string;
  url: string | null;
}

/** Reads an iCalendar document back with ical.js (another library than the one that wrote it). */
export function parseCalendar(text: string): { method: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      summary: event.summary,
      location: event.location,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      description: event.description,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
    };
  });
  return { method: (calendar.getFirstPropertyValue('method') as string | null) ?? null, events };
}
