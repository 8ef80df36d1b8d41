import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: '校园门户参考服务 Campus portal reference server',
          description:
            'SSO (/cas), token service (/token-service), portal and CMS (/portal-api) and the other service bases. ' +
            'Every JSON answer is {code, message, data}; code 0 means success.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            idToken: { type: 'apiKey', in: 'header', name: 'X-Id-Token' },
            robotToken: { type: 'apiKey', in: 'header', name: 'userToken', description: 'customer-service robot token from /kf/getToken' },
          },
        },
      },
    })
    await fastify.register(swaggerUi, { routePrefix: '/docs' })
  },
  { name: 'swagger' },
)
