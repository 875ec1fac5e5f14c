import { useIntl } from 'react-intl';
import { ColorSchemeToggle } from '../components/color-scheme-toggle';
import { shellMessages } from './shell-messages';

/** The light/dark switch of the app's bars, in the viewer's language. */
export function SchemeToggle() {
  const intl = useIntl();
  return (
    <ColorSchemeToggle
      label={intl.formatMessage(shellMessages.toggleScheme)}
      hint={intl.formatMessage(shellMessages.toggleSchemeHint)}
    />
  );
}
