import { Anchor, Container, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';

interface AuthCardProps {
  title: string;
  /** The screen's name in the document title, when it differs from the heading. */
  screen?: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The narrow card that holds the sign-in, sign-up and password screens. */
export function AuthCard({ title, screen, description, children }: AuthCardProps) {
  return (
    <Container size={440} py="xl">
      <PageHeader title={title} screen={screen} description={description} />
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}

interface AuthSwitchProps {
  prompt: string;
  to: string;
  label: string;
}

/** "Don't have an account? Sign up" and its mirror image; the way back to a guarded page goes along. */
export function AuthSwitch({ prompt, to, label }: AuthSwitchProps) {
  const { state } = useLocation();
  return (
    <Text ta="center" size="sm" mt="lg">
      {prompt}{' '}
      <Anchor component={Link} to={to} state={state} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}
