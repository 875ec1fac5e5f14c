import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTree, literalTexts } from './check-literal-text';

const root = path.resolve(import.meta.dirname, '..');

/** A component as a careless change would write it: words typed straight into the markup and the props. */
const PLANTED = `
import { Button, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

const tabs = [{ label: 'Home', to: '/' }, { label: messages.groups, to: '/groups' }];

export function Planted({ busy }: { busy: boolean }) {
  const intl = useIntl();
  return (
    <form aria-label="Planted form">
      <h2>Edit Profile</h2>
      <TextInput label={intl.formatMessage(messages.name)} placeholder={busy ? 'Saving…' : \`Type \${busy}\`} />
      <TextInput label="" description={intl.formatMessage(messages.hint)} />
      <Button title="Turnout">Turnout</Button>
      <Button><FormattedMessage {...messages.save} /> {42} — </Button>
      {/* i18n-ignore: an example, the same in every language */}
      <TextInput placeholder="DE89 3704 0044 0532 0130 00" />
    </form>
  );
}
`;

describe('the literal-text check', () => {
  it('finds words in the markup and in user-facing props, and nothing else', () => {
    const findings = literalTexts(PLANTED, 'src/client/planted.tsx').map(({ line, text }) => [line, text]);
    expect(findings).toEqual([
      [5, "'Home'"],
      [10, '"Planted form"'],
      [11, 'Edit Profile'],
      [12, "'Saving…'"],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source's template literal, as written.
      [12, '`Type ${busy}`'],
    ]);
  });

  it('passes on the app as it is: no component writes its words itself', () => {
    expect(checkTree(root)).toEqual([]);
  });
});
