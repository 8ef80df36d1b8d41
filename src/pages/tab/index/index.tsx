import { HomeScreen } from '../../../features/home/components/home-screen'

export default function HomeTab() {
  return <HomeScreen extras />
}
