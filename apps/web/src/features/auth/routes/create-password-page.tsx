// Create New Password (SPEC section 2, Auth area); the form arrives with the sign-in issue.
import { SetupNotice } from '../components/setup-notice.tsx';

export function CreatePasswordPage() {
  return <SetupNotice />;
}
