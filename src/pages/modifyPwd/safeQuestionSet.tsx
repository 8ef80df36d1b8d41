import { QuestionSetPage } from './question-set-page'

/** 设置安全问题 (after the password or another proof). */
export default function SafeQuestionSet() {
  return <QuestionSetPage />
}
