import { Anchor, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MAIL_KIND_LABELS, type MailKind } from '../../../../shared/updates';
import { api, errorMessage, unwrap } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';

const done = (kind: MailKind) =>
  `Done — you will no longer get “${MAIL_KIND_LABELS[kind].label}” e-mails. You can turn them back on in Profile → Notifications.`;

/**
 * /unsubscribe?token= — where a mail's unsubscribe link lands, signed in or not. Opening it changes nothing
 * (link scanners open links too); the button does, as the mail provider's one-click POST would.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => unwrap(api.unsubscribe.preview.$get({ query: { token } }, { init: { signal } })),
    retry: false,
  });
  const unsubscribe = useMutation({
    mutationFn: () => unwrap(api.unsubscribe.$post({ query: { token } })),
  });
  const kind = preview.data?.kind;

  return (
    <Container size={480} py="xl">
      <PageHeader title="Unsubscribe" />
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {preview.isPending ? <PageLoader /> : null}
          <FormAlert message={preview.error ? errorMessage(preview.error) : null} />
          <FormAlert message={unsubscribe.error ? errorMessage(unsubscribe.error) : null} />
          {kind && unsubscribe.data ? (
            <FormAlert tone="info" message={done(unsubscribe.data.kind)} />
          ) : kind ? (
            <>
              <Text>
                Stop “{MAIL_KIND_LABELS[kind].label}” e-mails from Turnout? You will still see these in
                Updates.
              </Text>
              <div>
                <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
                  Unsubscribe
                </Button>
              </div>
            </>
          ) : null}
          <Text size="sm">
            <Anchor component={Link} to="/profile">
              All notification settings
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
