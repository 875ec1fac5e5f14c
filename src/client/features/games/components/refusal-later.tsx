import { lazy, Suspense } from 'react';
import { laterMessages } from '../../../i18n/i18n-provider';

// Loaded only once a card of the games list has a refusal to say: the known messages bring the shared schemas
// (zod) with them, and their words are in the catalogue's later part (decision 048).
const RefusalText = lazy(async () => {
  const [{ RefusalText }] = await Promise.all([import('./refusal-text'), laterMessages()]);
  return { default: RefusalText };
});

/**
 * A refusal the API sent (or the fallback for a failure), said in the viewer's language by a component of the
 * first screen, which cannot bring the known messages with it: it shows once they are loaded.
 */
export function RefusalLater({ text }: { text: string }) {
  return (
    <Suspense fallback={null}>
      <RefusalText text={text} />
    </Suspense>
  );
}
