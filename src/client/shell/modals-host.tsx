import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell-messages';

/** Runs after ModalsProvider's own effects (a later sibling's run later): its window listeners are on by then. */
function Listening({ onListening }: { onListening: () => void }) {
  useEffect(() => onListening(), [onListening]);
  return null;
}

/** Mantine's modals, whose close buttons carry no name of their own: they get one in the viewer's language. */
export default function ModalsHost({ onListening }: { onListening: () => void }) {
  const intl = useIntl();
  return (
    <>
      <ModalsProvider
        modalProps={{ closeButtonProps: { 'aria-label': intl.formatMessage(shellMessages.close) } }}
      />
      <Listening onListening={onListening} />
    </>
  );
}
