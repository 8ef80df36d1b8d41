// Form fields of a form-flow service: the schema of one field. Kinds and checks: ./form-field-rules.
import { Type, type Static } from 'typebox'
import { FORM_FIELD_KINDS, FORM_IMAGES_MAX } from './form-field-rules'

/** One field of a form definition, so the client renders start/draft forms and the server checks them from data. */
export const FormFieldDefinition = Type.Object(
  {
    name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' }),
    label: Type.String({ minLength: 1, maxLength: 40 }),
    kind: Type.Enum(FORM_FIELD_KINDS),
    required: Type.Boolean(),
    /** select / multiselect: the choices. */
    options: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 50 })),
    /** text / textarea: most characters. */
    maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000 })),
    /** images / attachments: most uploads (≤ 9). */
    maxCount: Type.Optional(Type.Integer({ minimum: 1, maximum: FORM_IMAGES_MAX })),
    /** integer: bounds. */
    min: Type.Optional(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
    max: Type.Optional(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
    /** date / time / datetime: this field must be later than the named field of the same kind (结束时间 after 开始时间). */
    after: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type FormFieldDefinition = Static<typeof FormFieldDefinition>
