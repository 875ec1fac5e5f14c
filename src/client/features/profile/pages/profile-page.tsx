import { Container, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { YourDataSection } from '../../account-data/components/your-data-section';
import { AccountSecuritySections } from '../../account-security/components/account-security-sections';
import { CalendarSection } from '../../notifications/components/calendar-section';
import { NotificationsSection } from '../../notifications/components/notifications-section';
import { PushSection } from '../../push/components/push-section';
import { FinancialSummary } from '../../settle/components/financial-summary';
import { LanguageSection } from '../components/language-section';
import { ProfileForm } from '../components/profile-form';
import { ProfileGroups } from '../components/profile-groups';
import { ProfileInfo } from '../components/profile-info';
import { SignOutSection } from '../components/sign-out-section';
import { useProfileOpened } from '../opening';
import { profileScreenMessages as m } from '../profile-messages';

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
