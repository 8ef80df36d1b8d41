import { QuestionSetPage } from './question-set-page'

/** 修改安全问题 (after answering the current ones, or another proof). */
export default function ModifyQuestion() {
  return <QuestionSetPage />
}
