import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { Message } from '../../../../shared/i18n/define';
import { INTEREST_MAX_LENGTH, waitlistText } from '../../../../shared/landing';
import { joinWaitlist } from '../api';
import { waitlistFormMessages as m } from '../landing-messages';

/** Spec 000 §4: the waitlist form's states. */
type FormState = 'idle' | 'loading' | 'success' | 'error';

type FieldErrors = { email?: string; interest?: string };

// The schema's and the API's English texts (their contract), each with its message.
const known = new Map<string, Message>(
  Object.values(waitlistText).map((message) => [message.defaultMessage, message]),
);
const RATE_LIMITED = /^Too many attempts\. Please try again in (\d+) minutes?\.$/;

/** A received English text in the page's language when it is one the form knows; otherwise as it came. */
function say(intl: IntlShape, text: string): string {
  const message = known.get(text);
  if (message) return intl.formatMessage(message);
  const minutes = RATE_LIMITED.exec(text)?.[1];
  return minutes ? intl.formatMessage(m.tooManyAttempts, { minutes: Number(minutes) }) : text;
}

/** The shared schema, loaded when first needed: the landing page paints and hydrates without zod. */
const loadSchema = () => import('../../../../shared/waitlist').then((module) => module.waitlistSchema);

interface WaitlistFormProps {
  /** The slim form is one line (e-mail and button) and answers 'Joined!'; the full one also asks for interest. */
  variant?: 'full' | 'slim';
}

/**
 * Joins the waitlist: e-mail required and valid, interest optional (spec 000 §5). The inputs are
 * uncontrolled, so what a visitor types before the page's scripts arrive is kept.
 */
export function WaitlistForm({ variant = 'full' }: WaitlistFormProps) {
  const intl = useIntl();
  const slim = variant === 'slim';
  const [state, setState] = useState<FormState>('idle');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  // Fetched as soon as the form is alive, so the first submit does not wait for it.
  useEffect(() => {
    loadSchema().catch(() => undefined);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      email: String(data.get('email') ?? ''),
      interest: slim ? undefined : String(data.get('interest') ?? ''),
    };
    const schema = await loadSchema().catch(() => null);
    const parsed = schema?.safeParse(input);
    if (parsed && !parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues)
        errors[issue.path[0] === 'interest' ? 'interest' : 'email'] ??= say(intl, issue.message);
      setFieldErrors(errors);
      return;
    }
    // Without the schema (it could not be fetched) the server still checks the input.
    setFieldErrors({});
    setState('loading');
    const result = await joinWaitlist(input);
    if (result.ok) {
      setState('success');
      return;
    }
    setFailure(result.message === null ? null : say(intl, result.message));
    setState('error');
  }

  if (state === 'success') {
    return (
      <Group gap="xs" role="status" wrap="nowrap">
        <IconCircleCheck size={22} color="var(--mantine-color-green-filled)" aria-hidden="true" />
        <Text fw={600}>{intl.formatMessage(slim ? m.slimSuccess : m.success)}</Text>
      </Group>
    );
  }

  const busy = state === 'loading';
  const emailInput = (
    <TextInput
      name="email"
      type="email"
      autoComplete="email"
      label={slim ? undefined : intl.formatMessage(m.email)}
      aria-label={slim ? intl.formatMessage(m.email) : undefined}
      placeholder="you@example.com" // i18n-ignore: an example address
      required
      error={fieldErrors.email}
      readOnly={busy}
      style={slim ? { flex: 1, minWidth: 0 } : undefined}
    />
  );
  const button = (
    <Button type="submit" disabled={busy}>
      {intl.formatMessage(busy ? m.joining : slim ? m.joinShort : m.join)}
    </Button>
  );

  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage(slim ? m.slimForm : m.fullForm)}>
      <Stack gap="sm">
        {state === 'error' ? (
          <Alert
            role="alert"
            variant="light"
            color="red"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
          >
            {failure ?? intl.formatMessage(m.failed)}
          </Alert>
        ) : null}
        {slim ? (
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {emailInput}
            {button}
          </Group>
        ) : (
          <>
            {emailInput}
            <Textarea
              name="interest"
              label={intl.formatMessage(m.interestLabel)}
              description={intl.formatMessage(m.interestHint)}
              rows={3}
              maxLength={INTEREST_MAX_LENGTH}
              error={fieldErrors.interest}
              readOnly={busy}
            />
            <Group>{button}</Group>
          </>
        )}
      </Stack>
    </form>
  );
}
