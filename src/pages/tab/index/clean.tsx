import { HomeScreen } from '@/features/home/components/home-screen'
import { openServiceById } from '@/features/services/open-service-by-id'

/** The home page without pop-ups, floating box, shake or diversion. */
export default function HomeClean() {
  return <HomeScreen extras={false} onOpenService={(service) => void openServiceById(service.serviceId)} />
}
