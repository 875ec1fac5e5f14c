import { Avatar, Group, Paper, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { initialsOf } from '../../../../shared/initials';
import { errorMessage } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useMe } from '../../../data/me';
import { useKnownText } from '../../../i18n/known-messages';
import { profileScreenMessages as m } from '../profile-messages';

/** 'Your Information': the initial-letter avatar, name and e-mail (spec 000 §2). */
export function ProfileInfo() {
  const me = useMe();
  const say = useKnownText();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="your-information">
      <Title order={2} size="h3" mb="md" id="your-information">
        <FormattedMessage {...m.yourInformation} />
      </Title>
      {me.isPending ? <PageLoader /> : null}
      {me.error ? <FormAlert message={say(errorMessage(me.error))} /> : null}
      {me.data ? (
        <Group wrap="nowrap">
          <Avatar variant="filled" color="indigo" radius="xl" size="lg">
            {initialsOf(me.data.profile.fullName, me.data.profile.email)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{me.data.profile.fullName || <FormattedMessage {...m.defaultName} />}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {me.data.profile.email}
            </Text>
          </div>
        </Group>
      ) : null}
    </Paper>
  );
}
