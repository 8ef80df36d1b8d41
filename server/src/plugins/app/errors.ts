import fp from 'fastify-plugin'
import type { FastifyError } from 'fastify'
import { ApiError } from '../../lib/common/api-error'

interface ValidationIssue {
  instancePath?: string
  keyword?: string
  params?: Record<string, unknown>
}

function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0]
  if (!issue) return '请求参数不正确'
  const missing = issue.params?.missingProperty
  if (issue.keyword === 'required' && typeof missing === 'string') return `缺少参数 ${missing}`
  const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || context || '请求'
  if (issue.keyword === 'pattern' && field === 'mobile') return '手机号格式不正确'
  if (issue.keyword === 'pattern' && field === 'smscode') return '验证码应为6位数字'
  if (issue.keyword === 'maxLength') return `参数 ${field} 过长`
  if (issue.keyword === 'minLength') return `参数 ${field} 不能为空`
  if (issue.keyword === 'format' && issue.params?.format === 'picker-date-time') return `参数 ${field} 应为前后 10 年内的日期时间`
  if (issue.keyword === 'maximum' || issue.keyword === 'minimum') return `参数 ${field} 超出允许范围`
  if (issue.keyword === 'type') return `参数 ${field} 类型不正确`
  if (issue.keyword === 'pattern' && typeof issue.params?.pattern === 'string' && issue.params.pattern.includes('\\u0000')) {
    return `参数 ${field} 含有不允许的空字符`
  }
  return `参数 ${field} 格式不正确`
}

const statusMessages: Record<number, string> = {
  400: '请求格式不正确',
  401: '登录已过期，请重新登录',
  403: '没有权限执行此操作',
  404: '请求的资源不存在',
  405: '请求方法不被允许',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
  429: '请求过于频繁，请稍后再试',
}

/** Every failure answers `{code, message}`: 4xx with a readable reason, 5xx only for real faults, never a stack. */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send({ code: error.code, message: error.message })
      }
      if (error.validation) {
        return reply
          .status(400)
          .send({ code: 400, message: describeValidation(error.validation as ValidationIssue[], error.validationContext) })
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ code: status, message: statusMessages[status] ?? '请求无法处理' })
      }
      request.log.error({ err: error }, 'request failed')
      return reply.status(status >= 500 ? status : 500).send({ code: status >= 500 ? status : 500, message: '服务器内部错误，请稍后重试' })
    })
  },
  { name: 'errors' },
)
