import { AiScreen } from '@/features/ai/components/ai-screen'

/** AI 助手. */
export default function AiAssistantPage() {
  return <AiScreen />
}
