// Every route of the route table through axe as a student, part 2 of 2 (accessibility-routes.mjs).
import { auditRoutePart } from './accessibility-routes.mjs'

auditRoutePart(2)
