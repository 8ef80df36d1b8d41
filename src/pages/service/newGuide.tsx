import { GuideScreen } from './guide-screen'

/** The newer layout of the same 办事指南. */
export default function NewGuidePage() {
  return <GuideScreen layout="cards" />
}
