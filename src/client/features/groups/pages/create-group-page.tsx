import { Anchor, Button, Container, Group, Paper, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createGroupSchema, groupMessages } from '../../../../shared/groups';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { useOwnCurrency } from '../../../components/use-money';
import { useCreateGroup } from '../api';
import { CurrencySelect } from '../components/currency-select';

/** The duplicate-name refusal is explained as sent; every other failure gets the spec's text (§8). */
function createFailure(error: unknown): string {
  const explained = error instanceof ApiError && ['NAME_TAKEN', 'VALIDATION_FAILED'].includes(error.code);
  return explained ? error.message : groupMessages.createFailed;
}

/** /groups/create: a name, then straight to the new group's page. */
export function CreateGroupPage() {
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  const [failure, setFailure] = useState<string | null>(null);
  const ownCurrency = useOwnCurrency();
  const form = useForm({
    mode: 'uncontrolled',
    // A new group starts in the currency of the creator's region (fr-FR: euros, en-IN: rupees).
    initialValues: { name: '', currency: ownCurrency },
    validate: schemaResolver(createGroupSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ name, currency }) => {
    setFailure(null);
    createGroup.mutate(
      { name: name.trim(), currency },
      {
        onSuccess: ({ id }) => navigate(`/groups/${id}`),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.name) form.setFieldError('name', fields.name);
          else if (fields?.currency) form.setFieldError('currency', fields.currency);
          else setFailure(createFailure(error));
        },
      },
    );
  });

  return (
    <Container size={520} py="md">
      <PageHeader title="Create Group" description="Name your group; you can invite your friends next." />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormAlert message={failure} />
            <TextInput
              label="Group name"
              required
              autoComplete="off"
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <CurrencySelect
              label="Currency"
              description="Every amount of the group is in it. It can change until the first expense."
              required
              key={form.key('currency')}
              {...form.getInputProps('currency')}
            />
            <Group justify="space-between">
              <Anchor component={Link} to="/groups" size="sm">
                Back to Groups
              </Anchor>
              <Button type="submit" loading={createGroup.isPending}>
                Create Group
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
