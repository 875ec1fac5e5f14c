import { Anchor, Button, Container, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { createGroupSchema, groupText } from '../../../../shared/groups';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { useOwnCurrency } from '../../../components/use-money';
import { useCreateGroup } from '../../../data/groups';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { CurrencySelect } from '../components/currency-select';
import { groupsMessages, createGroupMessages as m } from '../groups-messages';

/** The duplicate-name refusal is explained as sent; every other failure gets the spec's text (§8). */
function explained(error: unknown): string | null {
  const said = error instanceof ApiError && ['NAME_TAKEN', 'VALIDATION_FAILED'].includes(error.code);
  return said ? error.message : null;
}

/** /groups/create: a name, then straight to the new group's page. */
export function CreateGroupPage() {
  const intl = useIntl();
  const say = useKnownText();
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  const [failure, setFailure] = useState<string | null>(null);
  const ownCurrency = useOwnCurrency();
  const form = useForm({
    mode: 'uncontrolled',
    // A new group starts in the currency of the creator's region (fr-FR: euros, en-IN: rupees).
    initialValues: { name: '', currency: ownCurrency },
    validate: localizedResolver(createGroupSchema, say),
  });

  const submit = form.onSubmit(({ name, currency }) => {
    setFailure(null);
    createGroup.mutate(
      { name: name.trim(), currency },
      {
        onSuccess: ({ id }) => navigate(`/groups/${id}`),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          const sent = explained(error);
          if (fields?.name) form.setFieldError('name', say(fields.name));
          else if (fields?.currency) form.setFieldError('currency', say(fields.currency));
          else setFailure(sent ? say(sent) : intl.formatMessage(groupText.createFailed));
        },
      },
    );
  });

  return (
    <Container size={520} py="md">
      <PageHeader
        title={intl.formatMessage(groupsMessages.createGroup)}
        description={intl.formatMessage(m.description)}
      />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={failure} />
            <TextInput
              label={intl.formatMessage(m.nameLabel)}
              required
              autoComplete="off"
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <CurrencySelect
              label={intl.formatMessage(m.currencyLabel)}
              description={intl.formatMessage(m.currencyHint)}
              required
              key={form.key('currency')}
              {...form.getInputProps('currency')}
            />
            <Group justify="space-between">
              <Anchor component={Link} to="/groups" size="sm">
                {intl.formatMessage(groupsMessages.backToGroups)}
              </Anchor>
              <Button type="submit" loading={createGroup.isPending}>
                {intl.formatMessage(groupsMessages.createGroup)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
