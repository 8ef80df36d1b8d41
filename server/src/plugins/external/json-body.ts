import fp from 'fastify-plugin'

/**
 * JSON bodies as fastify parses them, except that an empty body is no body: a mini-program's wx.request says
 * `application/json` on every POST, also on the body-less ones (e.g. feed/reset), and fastify would refuse those with a 400.
 * A route that needs a body still refuses the missing one through its schema.
 */
export default fp(
  async (fastify) => {
    const parseJson = fastify.getDefaultJsonParser('error', 'error')
    fastify.removeContentTypeParser('application/json')
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const json = body.toString()
      if (json === '') {
        done(null, undefined)
        return
      }
      parseJson(request, json, done)
    })
  },
  { name: 'json-body' },
)
