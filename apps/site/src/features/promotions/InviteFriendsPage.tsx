import { PageSummary } from '../../app/PageSummary';

/** /m/inviteFriends: affiliate and referral entry. */
export default function InviteFriendsPage() {
  return <PageSummary purpose="inviteFriends" />;
}
