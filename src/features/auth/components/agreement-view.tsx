import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { agreementBlocks } from '@/features/auth/agreement-text'
import './login.scss'

export interface AgreementDoc {
  title: string
  meta?: string
  html: string
}

/** An agreement text loaded from the portal, rendered as plain paragraphs (never as markup). */
export function AgreementView({ load }: { load: () => Promise<AgreementDoc> }) {
  const [doc, setDoc] = useState<AgreementDoc | null>(null)
  const [error, setError] = useState<unknown>(null)

  const fetchDoc = useCallback(() => {
    setError(null)
    setDoc(null)
    load().then(setDoc, setError)
  }, [load])

  useEffect(fetchDoc, [fetchDoc])

  const blocks = agreementBlocks(doc?.html)
  const [first, ...rest] = blocks
  // The text usually opens with its own heading; use it as the title instead of repeating it.
  const title = first?.kind === 'heading' ? first.text : doc?.title
  const body = first?.kind === 'heading' ? rest : blocks

  return (
    <PageShell loading={!doc && !error} error={error} onRetry={fetchDoc}>
      <View className="agreement-text">
        {title ? <Text className="agreement-text__title">{title}</Text> : null}
        {doc?.meta ? <Text className="agreement-text__meta">{doc.meta}</Text> : null}
        {body.map((b, i) => (
          <Text key={i} className={b.kind === 'heading' ? 'agreement-text__heading' : 'agreement-text__paragraph'}>
            {b.text}
          </Text>
        ))}
        {doc && body.length === 0 ? <Text className="agreement-text__paragraph">暂无内容</Text> : null}
      </View>
    </PageShell>
  )
}
