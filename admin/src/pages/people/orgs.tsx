import { useCallback, useEffect, useMemo, useState } from 'react'
import { Alert, App, Button, Card, Descriptions, Empty, Space, Spin, Tag, Tree, TreeSelect, Typography } from 'antd'
import { ModalForm, PageContainer, ProFormText, ProFormTreeSelect } from '@ant-design/pro-components'
import { ORG_KIND_NAMES, type OrgNode } from '@contract/admin-orgs'
import { orgApi } from '../../api/orgs'
import { useAction } from './use-action'

interface TreeNode {
  key: string
  value: string
  title: string
  node: OrgNode
  disabled?: boolean
  children: TreeNode[]
}

/** Builds the tree from the flat list (parents first); `hide` leaves a unit and its subtree out (a move or merge target). */
function treeOf(nodes: OrgNode[], hide?: string): TreeNode[] {
  const byCode = new Map<string, TreeNode>()
  const hidden = new Set<string>()
  const roots: TreeNode[] = []
  for (const node of nodes) {
    if (node.code === hide || (node.parentCode && hidden.has(node.parentCode))) {
      hidden.add(node.code)
      continue
    }
    const item: TreeNode = { key: node.code, value: node.code, title: node.name, node, children: [] }
    byCode.set(node.code, item)
    const parent = node.parentCode ? byCode.get(node.parentCode) : undefined
    if (parent) parent.children.push(item)
    else roots.push(item)
  }
  return roots
}

const SOURCE_NAMES: Record<string, string> = { ldap: 'LDAP', import: '导入' }

/** 组织机构: the tree with head counts; 新建下级, 重命名, 移动, 合并 on the selected unit (a division admin: their divisions). */
export default function Orgs() {
  const { modal } = App.useApp()
  const act = useAction()
  const [nodes, setNodes] = useState<OrgNode[]>()
  const [failed, setFailed] = useState<string>()
  const [selected, setSelected] = useState<string>()
  const [target, setTarget] = useState<string>()
  // Which units are open; until the operator opens or closes one, the top level. A new unit's parent opens.
  const [expanded, setExpanded] = useState<string[]>()
  const load = useCallback(() => {
    setFailed(undefined)
    orgApi
      .orgTree({ whole: 'true' })
      .then(setNodes)
      .catch((error: Error) => setFailed(error.message))
  }, [])
  useEffect(load, [load])
  const tree = useMemo(() => treeOf(nodes ?? []), [nodes])
  const open = expanded ?? tree.map((root) => root.key)
  const unit = nodes?.find((node) => node.code === selected)
  // Targets of a move or merge: every unit but the selected one and what lies under it.
  const targets = useMemo(() => (unit ? treeOf(nodes ?? [], unit.code) : []), [nodes, unit])
  const done = async (ok: boolean) => {
    if (ok) load()
    return ok
  }

  const merge = () => {
    const into = nodes?.find((node) => node.code === target)
    if (!unit || !into) return
    modal.confirm({
      title: `将「${unit.name}」合并到「${into.name}」？`,
      content: `${unit.memberCount} 人及其下级组织、院系设置与授权将转入「${into.name}」，「${unit.name}」随后删除。此操作不可撤销。`,
      okText: '合并',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        if (await done(await act(() => orgApi.orgMerge({ code: unit.code, intoCode: into.code }), '已合并'))) {
          setSelected(into.code)
          setTarget(undefined)
        }
      },
    })
  }

  const owned = unit?.directorySource ? `由学校目录（${SOURCE_NAMES[unit.directorySource] ?? unit.directorySource}）同步管理` : undefined
  return (
    <PageContainer>
      {failed && <Alert type="error" showIcon message={`组织机构加载失败：${failed}`} action={<Button onClick={load}>重试</Button>} />}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <Card title="组织机构" style={{ width: 480, flexShrink: 0 }} styles={{ body: { maxHeight: 640, overflow: 'auto' } }}>
          {!nodes && !failed ? (
            <Spin />
          ) : tree.length === 0 ? (
            <Empty description="暂无组织" />
          ) : (
            <Tree<TreeNode>
              treeData={tree}
              expandedKeys={open}
              onExpand={(keys) => setExpanded(keys as string[])}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => {
                setSelected(keys[0] as string | undefined)
                setTarget(undefined)
              }}
              titleRender={(item) => (
                <span data-org={item.node.code}>
                  {item.node.name} <Typography.Text type="secondary">（{item.node.totalCount} 人）</Typography.Text>
                </span>
              )}
            />
          )}
        </Card>
        <Card title={unit ? unit.name : '请选择组织'} style={{ flex: 1, minWidth: 0 }}>
          {!unit ? (
            <Typography.Text type="secondary">在左侧选择一个组织，即可新建下级、重命名、移动或合并。</Typography.Text>
          ) : (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Descriptions size="small" column={2} bordered>
                <Descriptions.Item label="代码">{unit.code}</Descriptions.Item>
                <Descriptions.Item label="类型">{ORG_KIND_NAMES[unit.kind]}</Descriptions.Item>
                <Descriptions.Item label="本级人数">{unit.memberCount} 人</Descriptions.Item>
                <Descriptions.Item label="含下级人数">{unit.totalCount} 人</Descriptions.Item>
                <Descriptions.Item label="来源" span={2}>
                  {owned ? <Tag color="blue">{owned}</Tag> : '运营后台'}
                </Descriptions.Item>
              </Descriptions>
              {owned && (
                <Alert type="info" showIcon message={`${owned}：名称和位置以目录为准，不能在此重命名、移动或合并；可在其下新建组织。`} />
              )}
              <Space wrap>
                <ModalForm<{ name: string; code?: string }>
                  title={`在「${unit.name}」下新建组织`}
                  trigger={
                    <Button type="primary" disabled={unit.kind === 'class'}>
                      新建下级
                    </Button>
                  }
                  modalProps={{ destroyOnClose: true, okText: '新建' }}
                  onFinish={async (values) => {
                    const ok = await act(
                      () => orgApi.orgCreate({ parentCode: unit.code, name: values.name.trim(), code: values.code?.trim() || undefined }),
                      '已新建',
                    )
                    // The new unit shows under its parent, opened, once the tree has reloaded.
                    if (ok) setExpanded([...new Set([...open, unit.code])])
                    return done(ok)
                  }}
                >
                  <ProFormText name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入组织名称' }]} />
                  <ProFormText
                    name="code"
                    label="代码（可选）"
                    placeholder="留空自动生成"
                    rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: '代码只能包含字母、数字、-、_' }]}
                  />
                </ModalForm>
                <ModalForm<{ name: string }>
                  title="重命名"
                  trigger={<Button disabled={Boolean(owned)}>重命名</Button>}
                  initialValues={{ name: unit.name }}
                  modalProps={{ destroyOnClose: true, okText: '保存' }}
                  onFinish={async (values) =>
                    await done(await act(() => orgApi.orgRename({ code: unit.code, name: values.name.trim() }), '已重命名'))
                  }
                >
                  <ProFormText name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入组织名称' }]} />
                </ModalForm>
                <ModalForm<{ parentCode: string }>
                  title={`移动「${unit.name}」`}
                  trigger={<Button disabled={Boolean(owned) || !unit.parentCode}>移动</Button>}
                  modalProps={{ destroyOnClose: true, okText: '移动' }}
                  onFinish={async (values) =>
                    await done(await act(() => orgApi.orgMove({ code: unit.code, parentCode: values.parentCode }), '已移动'))
                  }
                >
                  <ProFormTreeSelect
                    name="parentCode"
                    label="新的上级组织"
                    rules={[{ required: true, message: '请选择新的上级组织' }]}
                    fieldProps={{
                      treeData: targets,
                      treeDefaultExpandAll: true,
                      showSearch: true,
                      treeNodeFilterProp: 'title',
                      popupMatchSelectWidth: true,
                    }}
                  />
                </ModalForm>
              </Space>
              <Space.Compact style={{ width: '100%' }}>
                <TreeSelect
                  style={{ flex: 1 }}
                  placeholder="合并到…（选择目标组织）"
                  treeData={targets}
                  value={target}
                  onChange={setTarget}
                  treeDefaultExpandAll
                  showSearch
                  treeNodeFilterProp="title"
                  disabled={Boolean(owned) || !unit.parentCode}
                  allowClear
                />
                <Button danger disabled={!target} onClick={merge}>
                  合并
                </Button>
              </Space.Compact>
            </Space>
          )}
        </Card>
      </div>
    </PageContainer>
  )
}
