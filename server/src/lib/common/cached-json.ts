import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

export type ContentEncoding = 'br' | 'gzip'
const ENCODINGS: ContentEncoding[] = ['br', 'gzip']
/** Below this a compressed body saves less than its headers cost (the compress plugin's threshold too). */
const MIN_COMPRESSED_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
// Compressed once per answer kept, not per request: a higher quality than on-the-fly compression can afford.
const compressors: Record<ContentEncoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) =>
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzip(json, { level: 6 }),
}

/** JSON text to be kept as it is (see CachedJson.ofText). */
class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A JSON answer kept between requests: its bytes, a validator (ETag) and its brotli and gzip forms, each made once,
 * on first demand. Sending it costs no serialisation and no compression.
 */
export class CachedJson {
  readonly json: Buffer
  /** Weak: the same JSON in any content coding. */
  readonly etag: string
  private readonly encoded: Partial<Record<ContentEncoding, Buffer | Promise<Buffer>>> = {}

  constructor(value: unknown) {
    this.json = Buffer.from(value instanceof JsonText ? value.text : JSON.stringify(value))
    this.etag = `W/"${createHash('sha1').update(this.json).digest('base64url')}"`
  }

  /** An answer already written as JSON text. */
  static ofText(json: string): CachedJson {
    return new CachedJson(new JsonText(json))
  }

  /** Bytes held, the compressed forms counted ahead (they are a tenth to a fifth of the JSON). */
  get bytes(): number {
    return Math.ceil(this.json.length * 1.4)
  }

  /** The body in `encoding` (concurrent first requests share one compression). */
  encodedAs(encoding: ContentEncoding): Buffer | Promise<Buffer> {
    const kept = this.encoded[encoding]
    if (kept) return kept
    const made = compressors[encoding](this.json).then(
      (body) => (this.encoded[encoding] = body),
      (error: unknown) => {
        delete this.encoded[encoding]
        throw error
      },
    )
    this.encoded[encoding] = made
    return made
  }
}

/** True when an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for this header) or is `*`. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque
  })
}

/**
 * Sends a kept answer: 304 when the client holds it already, else the brotli or gzip form the client accepts (the
 * compress plugin leaves an answer with a Content-Encoding alone), else the JSON. Private and revalidated on every
 * use: the answer is the signed-in user's, and the validator makes a reload of an unchanged one cost no body.
 */
export async function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedJson): Promise<FastifyReply> {
  void reply.header('etag', body.etag).header('cache-control', 'private, no-cache').header('vary', 'Accept-Encoding')
  if (notModified(request.headers['if-none-match'], body.etag)) return reply.code(304).send()
  void reply.type('application/json; charset=utf-8')
  const accepted = request.headers['accept-encoding']
  const encoding = accepted && body.json.length >= MIN_COMPRESSED_BYTES ? negotiate(accepted, ENCODINGS) : null
  if (!encoding) return reply.send(body.json)
  return reply.header('content-encoding', encoding).send(await body.encodedAs(encoding))
}
