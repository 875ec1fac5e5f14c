import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { JOIN_REDIRECT_MS, joinMessages } from '../../../../shared/groups';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/use-page-title';
import { useJoinInfo } from '../api';
import { JoinForm } from '../components/join-form';

function loadFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? joinMessages.groupMissing
    : joinMessages.fetchFailed;
}

/** /groups/join/:groupId, the invite link's target: enter the code, then on to the group (spec 000 §2). */
export function JoinGroupPage() {
  usePageTitle('Join Group');
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
        <FormAlert message={loadFailure(info.error)} />
        <Button component={Link} to="/groups" variant="default">
          Back to Groups
        </Button>
      </Stack>
    );
  } else if (joined) {
    body = (
      <Alert
        variant="light"
        color="teal"
        title={joinMessages.success}
        icon={<IconCircleCheck size={18} aria-hidden="true" />}
        role="status"
      >
        <Text size="sm">{joinMessages.joined}</Text>
        <Text size="sm">{joinMessages.redirecting}</Text>
      </Alert>
    );
  } else if (!info.data.group.active) {
    body = <FormAlert tone="info" message={joinMessages.inactive} />;
  } else {
    body = (
      <Stack>
        {info.data.alreadyMember ? (
          <FormAlert tone="info" message="You are already a member of this group." />
        ) : null}
        <Text>Enter the 4-digit verification code you were given to join this group.</Text>
        <JoinForm groupId={groupId} onJoined={() => setJoined(true)} />
      </Stack>
    );
  }

  return (
    <Container size={480} py="md">
      <Title order={1} mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {info.data ? `Join "${info.data.group.name}"` : 'Join Group'}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        {body}
      </Paper>
      {info.error ? null : (
        <Text ta="center" size="sm" mt="lg">
          <Anchor component={Link} to="/groups" fw={600}>
            Back to my groups
          </Anchor>
          {info.data?.alreadyMember && !joined ? (
            <>
              {' · '}
              <Anchor component={Link} to={`/groups/${groupId}`} fw={600}>
                Go to the group
              </Anchor>
            </>
          ) : null}
        </Text>
      )}
    </Container>
  );
}
