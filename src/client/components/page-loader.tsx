import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define';

const messages = defineMessages({
  loading: { id: 'shell.loading', defaultMessage: 'Loading' },
});

interface PageLoaderProps {
  /** Rendered outside any layout, so it supplies the page's `<main>` landmark itself. */
  standalone?: boolean;
}

/** The centered spinner shown while a session or a screen's data loads. */
export function PageLoader({ standalone = false }: PageLoaderProps) {
  const intl = useIntl();
  return (
    <Center component={standalone ? 'main' : 'div'} mih={standalone ? '100dvh' : 240} py="xl">
      <Loader role="status" aria-label={intl.formatMessage(messages.loading)} />
    </Center>
  );
}
