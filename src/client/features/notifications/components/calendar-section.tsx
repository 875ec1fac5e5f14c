import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { useCalendarLink, useNewCalendarLink } from '../api';

/** Profile → Calendar: a private webcal:// link to my games; a new link revokes the old one. */
export function CalendarSection() {
  const link = useCalendarLink();
  const renew = useNewCalendarLink();
  const url = link.data?.url ?? null;
  const failure = link.error ?? renew.error;
  return (
    <SectionCard
      title="Calendar"
      intro="Subscribe in your calendar app to see your booked games and open polls. Anyone with the link can see them: make a new link to stop the old one."
    >
      <FormAlert message={failure ? errorMessage(failure) : null} />
      {link.isPending ? <PageLoader /> : null}
      {url ? (
        <>
          <TextInput
            label="Calendar link"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <Button component="a" href={url} leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}>
              Subscribe
            </Button>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  leftSection={<IconCopy size={18} aria-hidden="true" />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              loading={renew.isPending}
              onClick={() => renew.mutate()}
            >
              Make a new link
            </Button>
          </Group>
        </>
      ) : null}
      {link.data && !url ? (
        <>
          <Text size="sm">You have no calendar link yet.</Text>
          <Group>
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
              loading={renew.isPending}
              onClick={() => renew.mutate()}
            >
              Create calendar link
            </Button>
          </Group>
        </>
      ) : null}
    </SectionCard>
  );
}
