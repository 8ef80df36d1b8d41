// Where uploads go and are served from; the schemas are in ../files.ts. No TypeBox here: the client bundles this file.
export const filePaths = {
  /** multipart/form-data, one file in the field `file` (spec §7 file upload; the token header signs it). */
  upload: { method: 'POST', base: 'portal', path: '/v1/files' },
  /** GET `${path}/${id}`: the file's bytes. The id is an unguessable UUID, so <image src> works without headers. */
  download: { method: 'GET', base: 'portal', path: '/v1/files' },
} as const

/** The form field the upload reads. */
export const UPLOAD_FIELD = 'file'
