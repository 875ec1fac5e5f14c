import { Button, Code, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  generateInviteSchema,
  groupText,
  inviteLink,
  inviteShareMessage,
  inviteState,
  SHARE_NOTE_MS,
} from '../../../shared/groups';
import { errorMessage } from '../../api';
import { useExpireInvite, useExtendInvite, useGenerateInvite, useInvite } from '../../data/groups';
import { useKnownText } from '../../i18n/known-messages';
import { FormAlert } from '../form-alert';
import { PageLoader } from '../page-loader';
import { InviteDetails } from './invite-details';
import { inviteMessages as m } from './invite-messages';

interface InvitePanelProps {
  groupId: string;
  groupName: string;
  /** Admins generate, extend and expire; every member sees the code and link and copies them. */
  canManage: boolean;
}

/** The group's invite: the 4-digit code and link with copy for everyone; generate, extend, expire for admins. */
export function InvitePanel({ groupId, groupName, canManage }: InvitePanelProps) {
  const intl = useIntl();
  const say = useKnownText();
  const invite = useInvite(groupId);
  const generate = useGenerateInvite(groupId);
  const extend = useExtendInvite(groupId);
  const expire = useExpireInvite(groupId);
  const shareClipboard = useClipboard({ timeout: SHARE_NOTE_MS });
  const linkClipboard = useClipboard();
  const [maxUses, setMaxUses] = useState<string | number>('');
  const [maxUsesError, setMaxUsesError] = useState<string | null>(null);

  const current = invite.data?.invite ?? null;
  const link = invite.data?.link ?? inviteLink(window.location.origin, groupId);
  const state = inviteState(current, new Date());
  const failed = generate.error ?? extend.error ?? expire.error ?? invite.error;
  const copyFailed = shareClipboard.error ?? linkClipboard.error;
  const busy = generate.isPending || extend.isPending || expire.isPending;

  const resetErrors = () => {
    for (const mutation of [generate, extend, expire]) mutation.reset();
  };

  const generateCode = () => {
    const parsed = generateInviteSchema.safeParse({ maxUses: typeof maxUses === 'number' ? maxUses : null });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setMaxUsesError(issue ? say(issue) : null);
      return;
    }
    setMaxUsesError(null);
    resetErrors();
    generate.mutate({ maxUses: parsed.data.maxUses ?? null });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invite-heading">
      <Title order={2} size="h3" id="invite-heading" mb={4}>
        {intl.formatMessage(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {intl.formatMessage(m.intro)}
      </Text>
      {invite.isPending ? <PageLoader /> : null}
      <Stack gap="md">
        <FormAlert message={failed ? say(errorMessage(failed)) : null} />
        <FormAlert message={copyFailed ? intl.formatMessage(m.copyFailed) : null} />
        {invite.data ? (
          current ? (
            <InviteDetails invite={current} state={state} />
          ) : (
            <Text>{intl.formatMessage(canManage ? m.noCodeAdmin : m.noCodeMember)}</Text>
          )
        ) : null}
        <div>
          <Text size="sm" fw={600}>
            {intl.formatMessage(m.link)}
          </Text>
          <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {link}
          </Code>
        </div>
        <Group gap="xs">
          {current && state === 'active' ? (
            <Button
              leftSection={<IconCopy size={16} aria-hidden="true" />}
              onClick={() => shareClipboard.copy(inviteShareMessage(groupName, link, current.code, intl))}
            >
              {intl.formatMessage(m.copyShareMessage)}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden="true" />}
            onClick={() => linkClipboard.copy(link)}
          >
            {intl.formatMessage(m.copyLink)}
          </Button>
          {canManage && current ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={extend.isPending}
              disabled={busy && !extend.isPending}
              onClick={() => {
                resetErrors();
                extend.mutate();
              }}
            >
              {intl.formatMessage(m.extend)}
            </Button>
          ) : null}
          {canManage && current && state === 'active' ? (
            <Button
              variant="default"
              color="red"
              loading={expire.isPending}
              disabled={busy && !expire.isPending}
              onClick={() => {
                resetErrors();
                expire.mutate();
              }}
            >
              {intl.formatMessage(m.expire)}
            </Button>
          ) : null}
        </Group>
        <Text role="status" size="sm" fw={600} mih={20}>
          {failed || copyFailed
            ? ''
            : shareClipboard.copied
              ? intl.formatMessage(groupText.messageCopied)
              : linkClipboard.copied
                ? intl.formatMessage(m.linkCopied)
                : ''}
        </Text>
        {canManage ? (
          <Group align="flex-end" gap="xs">
            <NumberInput
              label={intl.formatMessage(m.maxUses)}
              description={intl.formatMessage(m.maxUsesHint)}
              min={1}
              max={10_000}
              // A number out of range stays as typed and the field says why, instead of silently changing it.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={maxUses}
              onChange={setMaxUses}
              error={maxUsesError}
              w={{ base: '100%', xs: 200 }}
            />
            <Button
              loading={generate.isPending}
              disabled={busy && !generate.isPending}
              onClick={generateCode}
            >
              {intl.formatMessage(m.generate)}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
