import { ChangeAccount } from '@/features/auth/components/change-account'

export default function ChangAccountPage() {
  return <ChangeAccount />
}
