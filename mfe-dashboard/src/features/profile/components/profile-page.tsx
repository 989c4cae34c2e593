import { ComingSoon } from '../../../components/coming-soon';

export function ProfilePage() {
  return (
    <ComingSoon title="My Profile">
      Your photo, display name and email will show here once sign-in is available.
    </ComingSoon>
  );
}
