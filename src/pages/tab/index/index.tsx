import { HomeScreen } from '@/features/home/components/home-screen'
import { useLaunchDiversion } from '@/features/diversion/use-launch-diversion'

export default function HomeTab() {
  useLaunchDiversion()
  return <HomeScreen extras />
}
