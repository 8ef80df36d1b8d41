import { ChangeAccount } from '@/features/auth/components/change-account'

export default function SetChangeAccountPage() {
  return <ChangeAccount />
}
