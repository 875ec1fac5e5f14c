import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localTimeZone } from '../../../../shared/time';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useNote } from '../../../components/use-note';
import { useMe } from '../../../data/me';
import { settleUpQuery, useMarkReceivedMutation } from '../../../data/settle';
import { useMarkRead, useUpdatesFeed } from '../../../data/updates';
import { useKnownText } from '../../../i18n/known-messages';
import { UpdateRow } from '../components/update-row';
import { updatesPageMessages } from '../updates-page-messages';

/** /updates (spec 000 §2, issue 20): the welcome sentence, then what happened to me, newest first. */
export function UpdatesPage() {
  const feed = useUpdatesFeed();
  const me = useMe();
  const entries = feed.data?.pages.flatMap((page) => page.entries) ?? [];
  const waitsForMe = entries.some((entry) => entry.kind === 'payment_marked');
  // Settle Up's debts only when a payment entry could offer Mark Received.
  const settle = useQuery({ ...settleUpQuery, enabled: waitsForMe });
  const markReceived = useMarkReceivedMutation();
  const [notice, setNotice] = useNote();
  const intl = useIntl();
  const say = useKnownText();
  const timeZone = localTimeZone();
  useMarkShownRead(entries);
  const fresh = useFreshIds(entries);

  const myId = me.data?.user.id;
  const waitingDebt = (actorId: string | null) =>
    settle.data?.debts.find(
      (debt) => debt.fromUserId === actorId && debt.toUserId === myId && debt.status === 'verifying',
    );

  return (
    <Container size="sm" py="md">
      <PageHeader title={intl.formatMessage(updatesPageMessages.title)} />
      <Stack gap="md">
        <Text>
          <FormattedMessage {...updatesPageMessages.welcome} />
        </Text>
        <FormAlert message={notice?.message} tone={notice?.tone} />
        {feed.isPending ? <PageLoader /> : null}
        {feed.error ? <FormAlert message={say(errorMessage(feed.error))} /> : null}
        {feed.data && entries.length === 0 ? (
          <Paper withBorder p="lg">
            <Text>
              <FormattedMessage {...updatesPageMessages.empty} />
            </Text>
          </Paper>
        ) : null}
        {entries.length > 0 ? (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={intl.formatMessage(updatesPageMessages.list)}
          >
            {entries.map((entry) => (
              <UpdateRow
                key={entry.id}
                entry={entry}
                fresh={fresh.has(entry.id)}
                timeZone={timeZone}
                waitingDebt={entry.kind === 'payment_marked' ? waitingDebt(entry.actorId) : undefined}
                markReceived={markReceived}
                onNotice={setNotice}
              />
            ))}
          </Stack>
        ) : null}
        {feed.hasNextPage ? (
          <Group>
            <Button variant="default" loading={feed.isFetchingNextPage} onClick={() => feed.fetchNextPage()}>
              <FormattedMessage {...updatesPageMessages.loadMore} />
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}

/** Opening the feed reads it: once the newest entry is shown unread, everything up to it is marked read. */
function useMarkShownRead(entries: { id: string; read: boolean }[]) {
  const markRead = useMarkRead();
  const newest = entries[0];
  const unreadShown = entries.some((entry) => !entry.read);
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!newest || !unreadShown || marked.current === newest.id) return;
    marked.current = newest.id;
    mutate(newest.id);
  }, [newest, unreadShown, mutate]);
}

/** Ids that were unread when this visit first showed them: they keep their marker until the user leaves. */
function useFreshIds(entries: { id: string; read: boolean }[]): ReadonlySet<string> {
  const fresh = useRef(new Set<string>());
  for (const entry of entries) if (!entry.read) fresh.current.add(entry.id);
  return fresh.current;
}
