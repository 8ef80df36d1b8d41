import { HomeContentPage } from './home-content-page'

export default function Page() {
  return <HomeContentPage kind="popup" />
}
