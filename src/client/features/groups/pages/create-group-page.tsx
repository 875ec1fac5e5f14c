import { Anchor, Button, Container, Group, Paper, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createGroupSchema, groupMessages } from '../../../../shared/groups';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { PageHeader } from '../../../components/page-header';
import { useCreateGroup } from '../api';

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
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaResolver(createGroupSchema, { sync: true }),
  });

  const submit = form.onSubmit(({ name }) => {
    setFailure(null);
    createGroup.mutate(
      { name: name.trim() },
      {
        onSuccess: ({ id }) => navigate(`/groups/${id}`),
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.name) form.setFieldError('name', error.fields.name);
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
