import { HomeScreen } from '@/features/home/components/home-screen'

/** The home page without pop-ups, floating box, shake or diversion. */
export default function HomeClean() {
  return <HomeScreen extras={false} />
}
