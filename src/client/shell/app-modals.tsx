import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell-messages';

/** Mantine's modals, whose close buttons carry no name of their own: they get one in the viewer's language. */
export function AppModals({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <ModalsProvider
      modalProps={{ closeButtonProps: { 'aria-label': intl.formatMessage(shellMessages.close) } }}
    >
      {children}
    </ModalsProvider>
  );
}
