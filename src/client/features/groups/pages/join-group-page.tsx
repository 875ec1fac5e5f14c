import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { JOIN_REDIRECT_MS, joinText } from '../../../../shared/groups';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/use-page-title';
import { useJoinInfo } from '../../../data/groups';
import { JoinForm } from '../components/join-form';
import { groupsMessages, joinPageMessages as m } from '../groups-messages';

const loadFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? joinText.groupMissing : joinText.fetchFailed;

/** /groups/join/:groupId, the invite link's target: enter the code, then on to the group (spec 000 §2). */
export function JoinGroupPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const groupId = useParams().groupId ?? '';
  const navigate = useNavigate();
  const info = useJoinInfo(groupId);
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    if (!joined) return;
    const timer = window.setTimeout(
      () => navigate(`/groups/${groupId}`, { replace: true }),
      JOIN_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [joined, groupId, navigate]);

  let body: ReactNode;
  if (info.isPending) {
    body = <PageLoader />;
  } else if (info.error) {
    body = (
      <Stack align="flex-start">
        <FormAlert message={intl.formatMessage(loadFailure(info.error))} />
        <Button component={Link} to="/groups" variant="default">
          {intl.formatMessage(groupsMessages.backToGroups)}
        </Button>
      </Stack>
    );
  } else if (joined) {
    body = (
      <Alert
        variant="light"
        color="teal"
        title={intl.formatMessage(joinText.success)}
        icon={<IconCircleCheck size={18} aria-hidden="true" />}
        role="status"
      >
        <Text size="sm">{intl.formatMessage(joinText.joined)}</Text>
        <Text size="sm">{intl.formatMessage(joinText.redirecting)}</Text>
      </Alert>
    );
  } else if (!info.data.group.active) {
    body = <FormAlert tone="info" message={intl.formatMessage(joinText.inactive)} />;
  } else {
    body = (
      <Stack>
        {info.data.alreadyMember ? (
          <FormAlert tone="info" message={intl.formatMessage(m.alreadyMember)} />
        ) : null}
        <Text>{intl.formatMessage(m.enterCode)}</Text>
        <JoinForm groupId={groupId} onJoined={() => setJoined(true)} />
      </Stack>
    );
  }

  return (
    <Container size={480} py="md">
      <Title order={1} mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {info.data
          ? intl.formatMessage(m.heading, { name: info.data.group.name })
          : intl.formatMessage(m.title)}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {body}
      </Paper>
      {info.error ? null : (
        <Text ta="center" size="sm" mt="lg">
          <Anchor component={Link} to="/groups" fw={600}>
            {intl.formatMessage(m.backToMine)}
          </Anchor>
          {info.data?.alreadyMember && !joined ? (
            <>
              {' · '}
              <Anchor component={Link} to={`/groups/${groupId}`} fw={600}>
                {intl.formatMessage(m.goToGroup)}
              </Anchor>
            </>
          ) : null}
        </Text>
      )}
    </Container>
  );
}
