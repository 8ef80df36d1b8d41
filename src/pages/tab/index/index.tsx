import { HomeScreen } from '@/features/home/components/home-screen'
import { useLaunchDiversion } from '@/features/diversion/use-launch-diversion'
import { openServiceById } from '@/features/services/open-service-by-id'

export default function HomeTab() {
  useLaunchDiversion()
  return <HomeScreen extras onOpenService={(service) => void openServiceById(service.serviceId)} />
}
