import { GuideScreen } from './guide-screen'

export default function ServiceGuidePage() {
  return <GuideScreen layout="classic" />
}
