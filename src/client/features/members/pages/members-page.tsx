import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLogout, IconPlayerPause } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { groupText } from '../../../../shared/groups';
import { ApiError, errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { openConfirm } from '../../../components/open-confirm';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useRemoveMember } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { type Member, useChangeRole, useLeaveGroup, useMembers } from '../api';
import { MemberActions, MemberRow } from '../components/member-row';
import { membersMessages as m } from '../members-messages';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** /groups/:groupId/members: everyone in the group; admins change roles and remove, anyone may leave. */
export function MembersPage() {
  const intl = useIntl();
  const say = useKnownText();
  const groupId = useParams().groupId ?? '';
  const navigate = useNavigate();
  const answer = useMembers(groupId);
  const changeRole = useChangeRole(groupId);
  const removeMember = useRemoveMember(groupId);
  const leaveGroup = useLeaveGroup(groupId);
  const [failure, setFailure] = useState<string | null>(null);

  // Non-members get a 404 and are sent home, like the group's places (spec 000 §2). After leaving, the live
  // notice of it can refetch the list (a 404 now) before the leave's answer arrives: that is not a stranger
  // arriving, and the leave itself leads to /groups with its note.
  const leaving = leaveGroup.isPending || leaveGroup.isSuccess;
  if (isNotFound(answer.error) && !leaving) return <Navigate to="/" replace />;

  const data = answer.data;
  const canManage = data?.me.role === 'admin' && data.group.active;
  const busy = changeRole.isPending || removeMember.isPending || leaveGroup.isPending;
  const onError = (error: unknown) => setFailure(say(errorMessage(error)));

  const setRole = (member: Member, role: 'admin' | 'member') => {
    const run = () => {
      setFailure(null);
      changeRole.mutate({ memberId: member.id, role }, { onError });
    };
    if (member.userId !== data?.me.userId) return run();
    openConfirm({
      title: intl.formatMessage(m.stepDownAsAdmin),
      children: <Text size="sm">{intl.formatMessage(m.stepDownWarning)}</Text>,
      labels: { confirm: intl.formatMessage(m.stepDown), cancel: intl.formatMessage(m.cancel) },
      onConfirm: run,
    });
  };

  const confirmRemove = (member: Member) =>
    openConfirm({
      title: intl.formatMessage(m.removeMember),
      children: <Text size="sm">{intl.formatMessage(groupText.confirmRemoveMember)}</Text>,
      labels: { confirm: intl.formatMessage(m.remove), cancel: intl.formatMessage(m.cancel) },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setFailure(null);
        removeMember.mutate(member.id, { onError });
      },
    });

  const confirmLeave = () =>
    openConfirm({
      title: intl.formatMessage(m.leaveGroup),
      children: <Text size="sm">{intl.formatMessage(groupText.confirmLeave)}</Text>,
      labels: { confirm: intl.formatMessage(m.leave), cancel: intl.formatMessage(m.cancel) },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setFailure(null);
        // The button shows only with the group's data, so its name is there.
        const note = intl.formatMessage(groupText.left, { groupName: data?.group.name ?? '' });
        leaveGroup.mutate(undefined, {
          onSuccess: () => navigate('/groups', { replace: true, state: { note } }),
          onError,
        });
      },
    });

  return (
    <Container size="md" py="md">
      <Anchor component={Link} to={`/groups/${groupId}`} size="sm" mb="sm" display="inline-flex">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {intl.formatMessage(m.backToGroup)}
        </Group>
      </Anchor>
      <PageHeader
        title={intl.formatMessage(m.title)}
        description={data ? <span style={{ overflowWrap: 'anywhere' }}>{data.group.name}</span> : null}
      />
      <Stack gap="md">
        <FormAlert message={failure} />
        {answer.isPending ? <PageLoader /> : null}
        {answer.error ? <FormAlert message={say(errorMessage(answer.error))} /> : null}
        {data && !data.group.active ? (
          <Alert
            variant="light"
            color="yellow"
            title={intl.formatMessage(groupText.inactive)}
            icon={<IconPlayerPause size={18} aria-hidden="true" />}
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">{intl.formatMessage(m.inactiveHint)}</Text>
          </Alert>
        ) : null}
        {data ? (
          <Paper withBorder p="md" component="section" aria-labelledby="members-heading">
            <Title order={2} size="h3" id="members-heading" mb="sm">
              {intl.formatMessage(m.count, { count: data.members.length })}
            </Title>
            <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.members.map((member) => {
                const isMe = member.userId === data.me.userId;
                return (
                  <MemberRow
                    key={member.id}
                    member={member}
                    isMe={isMe}
                    actions={
                      // The creator has nothing to do to themselves: they stay admin and cannot remove themselves.
                      canManage && !(isMe && member.isCreator) ? (
                        <MemberActions
                          member={member}
                          isMe={isMe}
                          busy={busy}
                          onRoleChange={setRole}
                          onRemove={confirmRemove}
                        />
                      ) : null
                    }
                  />
                );
              })}
            </Stack>
          </Paper>
        ) : null}
        {data ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
            loading={leaveGroup.isPending}
            disabled={busy}
            onClick={confirmLeave}
          >
            {intl.formatMessage(m.leaveGroup)}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
