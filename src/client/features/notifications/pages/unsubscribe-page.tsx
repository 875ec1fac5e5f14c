import { Anchor, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { api, errorMessage, unwrap } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { kindMessages } from '../../../components/mail-kind-messages';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useKnownText } from '../../../i18n/known-messages';
import { unsubscribeMessages as m } from '../notifications-messages';

/**
 * /unsubscribe?token= — where a mail's unsubscribe link lands, signed in or not. Opening it changes nothing
 * (link scanners open links too); the button does, as the mail provider's one-click POST would.
 */
export function UnsubscribePage() {
  const intl = useIntl();
  const say = useKnownText();
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
      <PageHeader title={intl.formatMessage(m.screen)} />
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {preview.isPending ? <PageLoader /> : null}
          <FormAlert message={preview.error ? say(errorMessage(preview.error)) : null} />
          <FormAlert message={unsubscribe.error ? say(errorMessage(unsubscribe.error)) : null} />
          {kind && unsubscribe.data ? (
            <FormAlert
              tone="info"
              message={intl.formatMessage(m.done, {
                kind: intl.formatMessage(kindMessages[unsubscribe.data.kind].label),
              })}
            />
          ) : kind ? (
            <>
              <Text>
                {intl.formatMessage(m.question, { kind: intl.formatMessage(kindMessages[kind].label) })}
              </Text>
              <div>
                <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
                  {intl.formatMessage(m.unsubscribe)}
                </Button>
              </div>
            </>
          ) : null}
          <Text size="sm">
            <Anchor component={Link} to="/profile">
              {intl.formatMessage(m.allSettings)}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
