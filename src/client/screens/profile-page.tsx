import { Container, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PageHeader } from '../components/page-header';
import { PageLoader } from '../components/page-loader';
import { YourDataSection } from '../features/account-data/components/your-data-section';
import { AccountSecuritySections } from '../features/account-security/components/account-security-sections';
import { CalendarSection } from '../features/notifications/components/calendar-section';
import { NotificationsSection } from '../features/notifications/components/notifications-section';
import { LanguageSection } from '../features/profile/components/language-section';
import { ProfileForm } from '../features/profile/components/profile-form';
import { ProfileGroups } from '../features/profile/components/profile-groups';
import { ProfileInfo } from '../features/profile/components/profile-info';
import { SignOutSection } from '../features/profile/components/sign-out-section';
import { profileScreenMessages as m } from '../features/profile/profile-messages';
import { PushSection } from '../features/push/components/push-section';
import { FinancialSummary } from '../features/settle/components/financial-summary';
import { useProfileOpened } from './profile-opening';

/**
 * /profile: one section per concern, in the spec's order (spec 000 §2); a new section is one more line here, and
 * its opening query one more in useProfileOpened. The sections appear together, once their data is in.
 */
export function ProfilePage() {
  const opened = useProfileOpened();
  const intl = useIntl();
  return (
    <Container size="sm" py="md">
      <PageHeader title={intl.formatMessage(m.title)} />
      {opened ? <ProfileSections /> : <PageLoader />}
    </Container>
  );
}

function ProfileSections() {
  return (
    <Stack gap="lg">
      <ProfileInfo />
      <ProfileForm />
      <LanguageSection />
      <FinancialSummary />
      <ProfileGroups />
      <NotificationsSection />
      <PushSection />
      <CalendarSection />
      <AccountSecuritySections />
      <YourDataSection />
      <SignOutSection />
    </Stack>
  );
}
