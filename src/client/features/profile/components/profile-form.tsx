import { Alert, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { profileText, updateProfileSchema } from '../../../../shared/profile';
import { ApiError } from '../../../api';
import { FormAlert } from '../../../components/form-alert';
import { useNote } from '../../../components/use-note';
import { type ProfileChanges, useMe, useUpdateProfile } from '../../../data/me';
import { useKnownText } from '../../../i18n/known-messages';
import { localizedResolver } from '../../../i18n/localized-resolver';
import { profileScreenMessages as m } from '../profile-messages';
import { PayWaysFields, payWayValues } from './pay-ways-fields';

type Profile = NonNullable<ReturnType<typeof useMe>['data']>['profile'];

const formValues = (profile: Profile) => ({
  fullName: profile.fullName,
  venmoId: profile.venmoId ?? '',
  zelleId: profile.zelleId ?? '',
  ...payWayValues(profile),
});

/**
 * Full name, the read-only e-mail, and the Venmo and Zelle ids that Settle Up offers (spec 000 §2), then the other
 * ways to be paid.
 */
function ProfileFormFields({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useNote();
  const intl = useIntl();
  const say = useKnownText();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: formValues(profile),
    validate: localizedResolver(updateProfileSchema, say),
  });

  // A field error after a save replaces the success note: never both at once.
  const submit = form.onSubmit(
    (values: ProfileChanges) => {
      setOutcome(null);
      update.mutate(values, {
        onSuccess: (saved) => {
          // The server's spelling: a phone number as 415-555-0134, a Venmo id without its @.
          form.setValues(formValues(saved.profile));
          form.resetDirty();
          setOutcome({ tone: 'info', message: intl.formatMessage(profileText.saved) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            form.setErrors(
              Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, say(text)])),
            );
          }
          setOutcome({ tone: 'error', message: intl.formatMessage(profileText.saveFailed) });
        },
      });
    },
    () => setOutcome(null),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="edit-profile">
      <Stack>
        <FormAlert message={outcome?.tone === 'error' ? outcome.message : null} />
        {outcome?.tone === 'info' ? (
          <Alert
            role="status"
            variant="light"
            color="green"
            icon={<IconCircleCheck size={18} aria-hidden="true" />}
          >
            {outcome.message}
          </Alert>
        ) : null}
        <TextInput
          label={intl.formatMessage(m.fullName)}
          required
          autoComplete="name"
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={intl.formatMessage(m.email)}
          value={profile.email}
          readOnly
          description={intl.formatMessage(profileText.emailReadOnly)}
        />
        <TextInput
          label={intl.formatMessage(m.venmoId)}
          placeholder={intl.formatMessage(m.venmoPlaceholder)}
          description={intl.formatMessage(profileText.venmoHint)}
          autoComplete="off"
          key={form.key('venmoId')}
          {...form.getInputProps('venmoId')}
        />
        <TextInput
          label={intl.formatMessage(m.zelleId)}
          placeholder={intl.formatMessage(m.zellePlaceholder)}
          description={intl.formatMessage(m.zelleHint)}
          autoComplete="off"
          key={form.key('zelleId')}
          {...form.getInputProps('zelleId')}
        />
        <PayWaysFields form={form} />
        <Group>
          <Button type="submit" disabled={update.isPending}>
            <FormattedMessage {...(update.isPending ? m.saving : m.save)} />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The profile form's section; the fields wait for the profile to load. */
export function ProfileForm() {
  const me = useMe();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="edit-profile">
      <Title order={2} size="h3" mb="md" id="edit-profile">
        <FormattedMessage {...m.editProfile} />
      </Title>
      {me.data ? <ProfileFormFields key={me.data.profile.id} profile={me.data.profile} /> : null}
    </Paper>
  );
}
