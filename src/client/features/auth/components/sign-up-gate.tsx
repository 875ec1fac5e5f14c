import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { readGatePassed, rememberGateReturn, takeGateReturn } from '../../../data/gate-storage';
import { useGateStatus } from '../api';
import { authScreenMessages as m } from '../auth-messages';
import { AuthCard, AuthSwitch } from './auth-card';
import { GateForm } from './gate-form';

/**
 * Shows the invite-code form until this browser session has passed the gate, remembering the guarded
 * path so the user comes back to it (spec 000 §2). The server keeps the real record in a cookie.
 */
export function SignUpGate({ children }: { children: ReactNode }) {
  const gate = useGateStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const here = `${location.pathname}${location.search}`;

  const passed = gate.data?.passed ?? readGatePassed();
  const locked = !passed && !gate.isPending;

  useEffect(() => {
    if (locked) rememberGateReturn(here);
  }, [locked, here]);

  if (passed) return children;
  if (gate.isPending) return <PageLoader />;

  const onPassed = () => {
    const returnTo = takeGateReturn();
    if (returnTo !== here) navigate(returnTo, { replace: true });
  };

  return (
    <AuthCard title={intl.formatMessage(m.signUpTitle)} description={intl.formatMessage(m.inviteOnly)}>
      <GateForm onPassed={onPassed} />
      <AuthSwitch
        prompt={intl.formatMessage(m.haveAccount)}
        to="/login"
        label={intl.formatMessage(m.signInTitle)}
      />
    </AuthCard>
  );
}
