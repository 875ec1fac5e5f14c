import { ChangePasswordSection } from './change-password-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** The account-security part of Profile: password, two-factor sign-in and sessions. */
export function AccountSecuritySections() {
  return (
    <>
      <ChangePasswordSection />
      <TwoFactorSection />
      <SessionsSection />
    </>
  );
}
