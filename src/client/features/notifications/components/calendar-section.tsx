import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { useKnownText } from '../../../i18n/known-messages';
import { useCalendarLink, useNewCalendarLink } from '../api';
import { calendarMessages as m } from '../notifications-messages';

/** Profile → Calendar: a private webcal:// link to my games; a new link revokes the old one. */
export function CalendarSection() {
  const intl = useIntl();
  const say = useKnownText();
  const link = useCalendarLink();
  const renew = useNewCalendarLink();
  const url = link.data?.url ?? null;
  const failure = link.error ?? renew.error;
  return (
    <SectionCard title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <FormAlert message={failure ? say(errorMessage(failure)) : null} />
      {link.isPending ? <PageLoader /> : null}
      {url ? (
        <>
          <TextInput
            label={intl.formatMessage(m.link)}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <Button component="a" href={url} leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}>
              {intl.formatMessage(m.subscribe)}
            </Button>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  leftSection={<IconCopy size={18} aria-hidden="true" />}
                  onClick={copy}
                >
                  {intl.formatMessage(copied ? m.copied : m.copyLink)}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              loading={renew.isPending}
              onClick={() => renew.mutate()}
            >
              {intl.formatMessage(m.newLink)}
            </Button>
          </Group>
        </>
      ) : null}
      {link.data && !url ? (
        <>
          <Text size="sm">{intl.formatMessage(m.noLink)}</Text>
          <Group>
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
              loading={renew.isPending}
              onClick={() => renew.mutate()}
            >
              {intl.formatMessage(m.createLink)}
            </Button>
          </Group>
        </>
      ) : null}
    </SectionCard>
  );
}
