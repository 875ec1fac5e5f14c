import { lazy, Suspense, useEffect, useState } from 'react';
import { modalsListening, onModalsWanted } from '../components/modals-ready';
import { afterFirstScreen } from './after-first-screen';
import { backgroundChunk } from './background-chunk';

// Mantine's modals (the dialog, its focus trap and scroll lock) are not on the first screen's path (issue 23's
// JS budget): they load once the first screen has settled, or at once when a dialog is asked for before that
// (components/modals-ready.ts).
const ModalsHost = lazy(backgroundChunk(() => import('./modals-host')));

/** Mounts the app's modals beside the screens, once they are first wanted. */
export function AppModals() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const wanted = onModalsWanted(() => setMounted(true));
    if (wanted.asked) setMounted(true);
    void afterFirstScreen().then(() => setMounted(true));
    return wanted.stop;
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost onListening={modalsListening} />
    </Suspense>
  );
}
