import { useEffect, useState } from 'react'
import { Button, Card, Col, Row, Space, Statistic, Typography } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import { useNavigate } from 'react-router-dom'
import { allows, ADMIN_ROLES, institutionRoles } from '@contract/admin-roles'
import type { ArticleStatus } from '@contract/cms'
import { consoleApi } from '../api/console'
import { useMe } from '../components/me-context'
import { STATUS_LABEL } from './article-status'

const STATUSES: ArticleStatus[] = ['draft', 'published', 'offline']

/** 工作台: who is signed in with which roles, and how many articles wait in each state. */
export default function Dashboard() {
  const me = useMe()
  const navigate = useNavigate()
  const content = allows(institutionRoles(me.grants), ADMIN_ROLES.contentEditor)
  const [counts, setCounts] = useState<Partial<Record<ArticleStatus, number>>>({})
  useEffect(() => {
    if (!content) return
    for (const status of STATUSES) {
      void consoleApi.articleList({ status, pageSize: 1 }).then((page) => setCounts((now) => ({ ...now, [status]: page.total })))
    }
  }, [content])
  return (
    <PageContainer>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {me.userName}，您好
          </Typography.Title>
          <Typography.Text type="secondary">
            当前角色：{me.grants.map((grant) => grant.roleName + (grant.orgCode ? `（${grant.orgCode}）` : '')).join('、')}
          </Typography.Text>
        </Card>
        {content && (
          <Row gutter={16}>
            {STATUSES.map((status) => (
              <Col span={8} key={status}>
                <Card hoverable onClick={() => navigate(`/articles?status=${status}`)}>
                  <Statistic title={`${STATUS_LABEL[status].text}资讯`} value={counts[status] ?? '—'} />
                </Card>
              </Col>
            ))}
          </Row>
        )}
        {content && (
          <Space>
            <Button type="primary" onClick={() => navigate('/articles/new')}>
              新建资讯
            </Button>
            <Button onClick={() => navigate('/columns')}>管理栏目</Button>
          </Space>
        )}
      </Space>
    </PageContainer>
  )
}
