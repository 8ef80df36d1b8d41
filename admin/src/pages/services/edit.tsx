import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Form, Space, Spin, Tag } from 'antd'
import {
  PageContainer,
  ProForm,
  ProFormCheckbox,
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components'
import { useNavigate, useParams } from 'react-router-dom'
import type { ConsoleService, ConsoleServiceCategory, ConsoleServiceGuide, ServiceSaveBody } from '@contract/admin-services'
import { IDENTITY_LABEL } from '@contract/home-content-rules'
import { ENGINE_TYPE_LABEL, ENGINE_TYPES, handOffProblems, TOKEN_TRANS_LABEL, TOKEN_TRANS_TYPES } from '@contract/service-catalogue-rules'
import { STALE_EDIT } from '@contract/admin-console'
import { ApiError } from '../../api/client'
import { servicesApi } from '../../api/services'
import { MediaField } from '../../components/media-field'
import { GuideFields } from './guide-fields'
import { LifecycleActions } from './lifecycle-actions'
import { SERVICE_STATUS_TAG } from './service-status'

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日']

/** The form: the save body's fields, plus 开放时间 and the 办事指南 in editable shapes (lists as one line each). */
type Fields = Omit<ServiceSaveBody, 'serviceId' | 'openHours'> & {
  openDays: number[]
  openFrom?: string
  openTo?: string
  conditions: string
  materials: string
  steps: { title: string; detail: string }[]
  timePlace: string
  fees: string
  faq: { question: string; answer: string }[]
  attachments: { name: string; url: string }[]
  related: string[]
}

const NEW_SERVICE: Partial<Fields> = {
  engineType: 'h5',
  tokenTransType: 'none',
  identities: [],
  forceRecommend: false,
  thirdParty: false,
  campusNetwork: false,
  sort: 100,
  openDays: [],
  conditions: '',
  materials: '',
  steps: [],
  faq: [],
  attachments: [],
  related: [],
}

const lines = (text?: string) => (text ?? '').split('\n')

function fieldsOf(service: ConsoleService): Fields {
  const { guide, openHours, serviceId: _id, status: _status, maintenanceNotice: _notice, updatedAt: _at, ...fields } = service
  return {
    ...fields,
    openDays: openHours?.days ?? [],
    openFrom: openHours?.from,
    openTo: openHours?.to,
    ...guide,
    conditions: guide.conditions.join('\n'),
    materials: guide.materials.join('\n'),
  }
}

/** Whether two copies of a service have the same content (status and notice aside): a lifecycle move changed only those. */
const sameContent = (a: ConsoleService, b: ConsoleService) => JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b))

function bodiesOf(values: Fields): { fields: Omit<ServiceSaveBody, 'serviceId' | 'updatedAt'>; guide: ConsoleServiceGuide } {
  const { openDays, openFrom, openTo, conditions, materials, steps, timePlace, fees, faq, attachments, related, ...fields } = values
  const openHours = openDays?.length && openFrom && openTo ? { days: [...openDays].sort(), from: openFrom, to: openTo } : null
  return {
    fields: { ...fields, openHours },
    guide: {
      conditions: lines(conditions),
      materials: lines(materials),
      steps: steps ?? [],
      timePlace: timePlace ?? '',
      fees: fees ?? '',
      faq: faq ?? [],
      attachments: attachments ?? [],
      related: related ?? [],
    },
  }
}

/** 服务编辑: every field, grouped (基本信息 / 打开方式 / 可见范围与推荐 / 办事指南); the lifecycle moves in the header. */
export default function ServiceEdit() {
  const { id } = useParams()
  const serviceId = id ? Number(id) : undefined
  const navigate = useNavigate()
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<Fields>()
  const [service, setService] = useState<ConsoleService>()
  // When the content the form shows was saved: sent with a save, so one over a newer change is refused (409).
  const [loadedAt, setLoadedAt] = useState<string>()
  const [categories, setCategories] = useState<ConsoleServiceCategory[]>([])
  const [hosts, setHosts] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => {
    if (serviceId === undefined) return
    servicesApi
      .serviceDetail({ serviceId })
      .then((loaded) => {
        setService(loaded)
        setLoadedAt(loaded.updatedAt)
        form.setFieldsValue(fieldsOf(loaded))
      })
      .catch((error: Error) => message.error(error.message))
  }, [serviceId, form, message])
  useEffect(load, [load])
  // After a lifecycle move: the new status, and the form keeps the operator's edits. The loaded time moves on only if
  // nobody else changed the content meanwhile; otherwise the next save is refused and offers 重新加载.
  const refreshStatus = () => {
    if (serviceId === undefined) return
    servicesApi
      .serviceDetail({ serviceId })
      .then((loaded) => {
        if (service && sameContent(service, loaded)) setLoadedAt(loaded.updatedAt)
        setService(loaded)
      })
      .catch((error: Error) => message.error(error.message))
  }
  useEffect(() => {
    void servicesApi.serviceCategoryList().then(setCategories)
    void servicesApi.serviceLinkRules().then((rules) => setHosts(rules.hosts))
  }, [])

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    const { fields, guide } = bodiesOf({ ...NEW_SERVICE, ...values } as Fields)
    // The server's own hand-off rule, shown under the fields before anything is sent.
    const problems = handOffProblems(
      {
        engineType: fields.engineType,
        loadPath: fields.loadPath ?? '',
        appId: fields.appId ?? '',
        path: fields.path ?? '',
        iconUrl: fields.iconUrl ?? '',
        attachmentUrl: fields.attachmentUrl ?? '',
        shareUrl: fields.shareUrl ?? '',
      },
      hosts,
    )
    if (problems.length) {
      form.setFields(problems.map((problem) => ({ name: problem.field, errors: [problem.message] })))
      return
    }
    setBusy(true)
    let saved: ConsoleService | undefined
    let failure: unknown
    try {
      // A new service saved once already (its guide was then refused) is edited from now on, not created again.
      saved = await servicesApi.serviceSave({ ...fields, serviceId: serviceId ?? service?.serviceId, updatedAt: loadedAt })
      // The guide has its own call (and audit row): sent only when it changed.
      if (JSON.stringify(guide) !== JSON.stringify(saved.guide))
        saved = await servicesApi.serviceGuideSave({ serviceId: saved.serviceId, updatedAt: saved.updatedAt, guide })
    } catch (error) {
      failure = error
    }
    setBusy(false)
    if (saved) {
      setService(saved)
      setLoadedAt(saved.updatedAt)
    }
    // A refusal leaves the form as the operator typed it: nothing they wrote is lost.
    if (failure) {
      if (failure instanceof ApiError && failure.message === STALE_EDIT)
        // Someone saved since this was loaded: nothing was written; the operator chooses what to keep.
        modal.confirm({
          title: '服务已被他人修改',
          content: `${failure.message}。重新加载会显示最新内容，您这次的修改不会保存。`,
          okText: '重新加载',
          cancelText: '继续编辑',
          onOk: load,
        })
      // A taken service number (409) belongs under its field; any other refusal is the server's reason.
      else if (failure instanceof ApiError && failure.status === 409) form.setFields([{ name: 'serviceNo', errors: [failure.message] }])
      else message.error((failure as Error).message)
      return
    }
    message.success(serviceId === undefined && !service ? '已保存为草稿' : '已保存')
    form.setFieldsValue(fieldsOf(saved!))
    if (serviceId === undefined) navigate(`/services/${saved!.serviceId}`, { replace: true })
  }

  if (serviceId !== undefined && !service) return <Spin style={{ display: 'block', margin: '80px auto' }} />
  return (
    <PageContainer
      title={serviceId === undefined ? '新建服务' : '编辑服务'}
      tags={service && <Tag color={SERVICE_STATUS_TAG[service.status].color}>{SERVICE_STATUS_TAG[service.status].text}</Tag>}
      subTitle={service?.maintenanceNotice}
      extra={[
        service && (
          <LifecycleActions
            key="lifecycle"
            buttons
            service={service}
            onChanged={(deleted) => (deleted ? navigate('/services') : refreshStatus())}
          />
        ),
        service?.engineType === 'form' && (
          <Button key="form" type="primary" ghost onClick={() => navigate(`/services/${service.serviceId}/form`)}>
            表单设计
          </Button>
        ),
        <Button key="back" onClick={() => navigate('/services')}>
          返回列表
        </Button>,
      ]}
    >
      <ProForm<Fields> form={form} layout="vertical" initialValues={NEW_SERVICE} submitter={false}>
        <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 960 }}>
          <Card title="基本信息">
            <ProForm.Group size="large">
              <ProFormText
                name="serviceName"
                label="服务名称"
                width="md"
                rules={[{ required: true, whitespace: true, message: '请填写服务名称' }, { max: 40 }]}
              />
              <ProFormText
                name="serviceNo"
                label="服务编号"
                width="sm"
                extra="字母、数字、- 或 _，全局唯一"
                rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{2,32}$/, message: '服务编号为 2–32 位字母、数字、- 或 _' }]}
              />
              <ProFormSelect
                name="categoryCode"
                label="服务分类"
                width="sm"
                rules={[{ required: true, message: '请选择服务分类' }]}
                options={categories.map((category) => ({ value: category.code, label: category.name }))}
              />
            </ProForm.Group>
            <ProForm.Group size="large">
              <ProFormText name="serviceType" label="服务类型" width="sm" extra="不填则用分类名称" rules={[{ max: 40 }]} />
              <ProFormText name="serviceSource" label="提供部门" width="sm" placeholder="如：教务处" rules={[{ max: 60 }]} />
              <ProFormText name="contactInformation" label="联系方式" width="sm" rules={[{ max: 200 }]} />
            </ProForm.Group>
            <ProFormTextArea name="desc" label="服务简介" fieldProps={{ rows: 2, showCount: true, maxLength: 500 }} />
            <ProFormText name="keywords" label="搜索关键词" extra="空格分隔；搜索时也能用这些词找到服务" rules={[{ max: 200 }]} />
            <Form.Item
              name="iconUrl"
              label="图标"
              required
              extra="服务中心以此图标显示服务；上传图片，或填写本站 / 允许域名下的地址"
              rules={[{ required: true, whitespace: true, message: '请上传或填写图标' }]}
            >
              <MediaField crop={{ aspect: 1, title: '裁剪图标（正方形）' }} />
            </Form.Item>
            <ProForm.Group size="large">
              <ProFormText
                name="runTime"
                label="服务时间（显示文字）"
                width="md"
                placeholder="如：周一至周五 08:00-17:30"
                rules={[{ max: 100 }]}
              />
              <ProFormCheckbox.Group
                name="openDays"
                label="开放日"
                options={WEEKDAYS.map((label, index) => ({ label, value: index + 1 }))}
                extra="不选则全天开放"
              />
              <ProFormText
                name="openFrom"
                label="开始"
                width={100}
                placeholder="08:00"
                rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: '格式如 08:00' }]}
              />
              <ProFormText
                name="openTo"
                label="结束"
                width={100}
                placeholder="17:30"
                rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: '格式如 17:30' }]}
              />
            </ProForm.Group>
          </Card>

          <Card title="打开方式">
            <ProForm.Group size="large">
              <ProFormSelect
                name="engineType"
                label="打开方式（engineType）"
                width="sm"
                allowClear={false}
                options={ENGINE_TYPES.map((value) => ({ value, label: ENGINE_TYPE_LABEL[value] }))}
              />
              <ProFormSelect
                name="tokenTransType"
                label="身份令牌传递（tokenTransType）"
                width="sm"
                allowClear={false}
                options={TOKEN_TRANS_TYPES.map((value) => ({ value, label: TOKEN_TRANS_LABEL[value] }))}
              />
              <ProFormText name="appType" label="应用类型（appType）" width="xs" extra="不填同打开方式" rules={[{ max: 32 }]} />
            </ProForm.Group>
            <ProFormDependency name={['engineType']}>
              {({ engineType }) => (
                <>
                  <ProFormText
                    name="loadPath"
                    label="访问地址（loadPath）"
                    hidden={engineType === 'weapp'}
                    extra={
                      engineType === 'native'
                        ? '门户页面，如 /pages/tab/schedule/schedule'
                        : engineType === 'form'
                          ? '在线申请的入口页，如 /pages/service/serviceGuide'
                          : '本站路径或允许域名下的网址；可含 {idToken}'
                    }
                    rules={[{ max: 1000 }]}
                  />
                  <ProForm.Group size="large">
                    <ProFormText
                      name="appId"
                      label={engineType === 'form' ? '表单类型（appId）' : '小程序 AppID（appId）'}
                      width="md"
                      hidden={engineType !== 'weapp' && engineType !== 'form'}
                      rules={[{ max: 64 }]}
                    />
                    <ProFormText name="path" label="小程序页面（path）" width="md" hidden={engineType !== 'weapp'} rules={[{ max: 500 }]} />
                  </ProForm.Group>
                </>
              )}
            </ProFormDependency>
            <ProForm.Group size="large">
              <ProFormText name="attachmentUrl" label="附件地址（attachmentUrl）" width="lg" rules={[{ max: 1000 }]} />
              <ProFormText name="shareUrl" label="分享地址（shareUrl）" width="lg" rules={[{ max: 1000 }]} />
              <ProFormDigit name="columnId" label="关联栏目（columnId）" width="xs" min={1} fieldProps={{ precision: 0 }} />
            </ProForm.Group>
            <ProForm.Group size="large">
              <ProFormSwitch name="thirdParty" label="第三方服务" extra="首次使用前需用户授权" />
              <ProFormSwitch name="campusNetwork" label="仅校园网可用" extra="校外提示使用 VPN" />
            </ProForm.Group>
          </Card>

          <Card title="可见范围与推荐">
            <ProFormCheckbox.Group
              name="identities"
              label="可见身份"
              extra="不选则所有人可见"
              options={Object.entries(IDENTITY_LABEL).map(([value, label]) => ({ value, label }))}
            />
            <ProForm.Group size="large">
              <ProFormSwitch name="forceRecommend" label="强制推荐" extra="在首页与推荐服务中优先显示" />
              <ProFormDigit name="sort" label="排序" width="xs" min={0} max={9999} extra="数字小的在前" fieldProps={{ precision: 0 }} />
            </ProForm.Group>
          </Card>

          <GuideFields />

          <Space>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              {serviceId === undefined ? '保存为草稿' : '保存'}
            </Button>
          </Space>
        </Space>
      </ProForm>
    </PageContainer>
  )
}
