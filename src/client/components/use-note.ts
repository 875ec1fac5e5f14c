import { useEffect, useState } from 'react';

/** How long a success note stays on screen. */
export const SUCCESS_NOTE_MS = 3000;

export interface Note {
  tone: 'info' | 'error';
  message: string;
}

/**
 * The one note a screen shows above its content: a new note (an error after a success, or the reverse)
 * replaces the last, so a success and an error never show at once, and a success note leaves by itself.
 */
export function useNote() {
  const [note, setNote] = useState<Note | null>(null);
  useEffect(() => {
    if (note?.tone !== 'info') return;
    const timer = setTimeout(() => setNote(null), SUCCESS_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  return [note, setNote] as const;
}
