import { QuestionProofPage } from './question-proof-page'

/** 验证安全问题: the current answers before choosing new questions. */
export default function OldQuestion() {
  return <QuestionProofPage next="questions" recover={false} current="verfityQuestion" />
}
